export type { Db, Row } from './db';
export { pgErrorCode, UNIQUE_VIOLATION } from './db';
export { openPglite, pgliteDb } from './pglite';
export { openDatabase } from './open';
export { ident, literal, normalizedSql, normalizeSearch, escapeLike } from './sql';
export { migrate } from './migrate';
