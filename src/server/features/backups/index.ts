export { backupsFeature } from './routes';
