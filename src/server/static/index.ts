export { clientRoutes } from './clientRoutes';
