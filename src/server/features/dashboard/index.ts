export { dashboardFeature } from './routes';
