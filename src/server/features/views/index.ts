export { viewsFeature } from './routes';
