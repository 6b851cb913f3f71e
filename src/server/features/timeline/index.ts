export { timelineFeature } from './routes';
