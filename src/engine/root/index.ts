export { EngineRoot } from './EngineRoot';
export { SignInRoot } from './SignInRoot';
