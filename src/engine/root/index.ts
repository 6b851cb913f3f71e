export { EngineRoot, type EngineRootProps } from './EngineRoot';
