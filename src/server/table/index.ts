export { tableRoutes, TABLE_API_BASE } from './tableRoutes';
export { PgrstError } from './pgrstError';
