export { remindersFeature } from './routes';
