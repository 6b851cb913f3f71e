export { openApiFeature } from './routes';
