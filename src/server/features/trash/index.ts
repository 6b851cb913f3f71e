export { trashFeature } from './routes';
