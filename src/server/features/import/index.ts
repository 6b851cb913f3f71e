export { importFeature } from './routes';
