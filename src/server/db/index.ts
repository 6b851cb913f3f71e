export type { Db, Row } from './db';
export { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from './db';
export { foreignKeys, type ForeignKey } from './foreignKeys';
export { openPglite, pgliteDb } from './pglite';
export { openDatabase } from './open';
export { ident, literal, normalizedSql, normalizeSearch, escapeLike } from './sql';
export { migrate } from './migrate';
export { DEFAULT_PG_SETTINGS, type PgSettings } from './pgSettings';
