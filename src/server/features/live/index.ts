export { liveFeature } from './routes';
