export { EngineProvider, useDescriptor, useEngine, type Engine } from './EngineContext';
