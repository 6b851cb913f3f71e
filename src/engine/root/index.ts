export { EngineRoot } from './EngineRoot';
