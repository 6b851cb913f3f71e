export { sessionsFeature } from './routes';
