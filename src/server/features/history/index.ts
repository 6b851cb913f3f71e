export { historyFeature } from './routes';
