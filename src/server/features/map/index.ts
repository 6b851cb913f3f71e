export { mapFeature } from './routes';
