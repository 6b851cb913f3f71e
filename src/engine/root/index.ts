export { EngineRoot } from './EngineRoot';
export { createEngineApp, type EngineConfig } from './createEngineApp';
export { SignInRoot } from './SignInRoot';
export { bootEngine, prefetchFirstList, prefetchFirstMap, prefetchFirstPanels, type EngineBoot } from './bootEngine';
export { ASSUMED_WIDTH, serverLook } from './serverLook';
export { systemDarkRule } from './systemDarkRule';
export { gatheredStyles } from './gatheredStyles';
