import { LAYOUT_VERSION } from '../db';

/** What a backup archive says about itself: its last entry, written once everything it lists is in. */
export const MANIFEST_ENTRY = 'manifest.json';
export const BACKUP_FORMAT = 'painel-backup';
/**
 * One more when the archive's own shape changes (entries, manifest); the database's layout has its own number.
 * 1: tables as JSON lines; 2: tables in COPY's text format (a load twice as fast), the columns in the manifest;
 * 3: an embedded database's own files too (`cluster/…`, see clusterImage.ts). A restore reads all three.
 */
export const BACKUP_FORMAT_VERSION = 3;

/** One table's rows in parts of a few thousand rows, each part an entry. */
export interface TableDump {
  name: string;
  rows: number;
  parts: string[];
  /** Format 2: the columns of each line, in order (format 1's JSON lines name their own). */
  columns?: string[];
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  layoutVersion: number;
  /** The instant the snapshot stands for (the database's clock when its transaction took the snapshot). */
  takenAt: string;
  /** Where it came from: PGlite (embedded) or a PostgreSQL server; the uploads' folder or a bucket. */
  source: { database: 'pglite' | 'pg'; uploads: 'folder' | 's3' };
  tables: TableDump[];
  /** Format 3, from an embedded database: its cluster's files, restorable as they are where the shape is the same. */
  cluster?: ClusterImage;
  /** Every other entry of the archive, by name: its size and SHA-256. */
  entries: Record<string, { bytes: number; sha256: string }>;
}

export const DATABASE_PREFIX = 'database/';
export const tableEntry = (table: string, part: number) => `${DATABASE_PREFIX}${table}/${String(part).padStart(6, '0')}.copy`;
export const UPLOADS_PREFIX = 'uploads/';
export const CLUSTER_PREFIX = 'cluster/';

/** An embedded cluster's files in an archive: under CLUSTER_PREFIX, listed in `entries` with the others. */
export interface ClusterImage {
  /** clusterShape(): PGlite's version, the layout and the descriptors it was made by. */
  shape: string;
  /** Its folders, in order (a tar of ours holds files only; PostgreSQL wants its empty folders too). */
  dirs: string[];
}

/** What a reader checks before trusting a manifest; a message in Portuguese for each way it can be wrong. */
export function checkManifest(value: unknown): Manifest {
  const m = value as Partial<Manifest> | null;
  if (!m || typeof m !== 'object' || m.format !== BACKUP_FORMAT || !Array.isArray(m.tables) || !m.entries || typeof m.takenAt !== 'string') {
    throw new BackupError('O arquivo não é uma cópia de segurança do Painel (não tem o manifesto do Painel).');
  }
  if (typeof m.formatVersion !== 'number' || m.formatVersion > BACKUP_FORMAT_VERSION || typeof m.layoutVersion !== 'number' || m.layoutVersion > LAYOUT_VERSION) {
    throw new BackupError(
      `A cópia foi feita por uma versão mais nova do Painel (arquivo ${m.formatVersion}, banco ${m.layoutVersion}; esta versão lê até o arquivo ${BACKUP_FORMAT_VERSION} e o banco ${LAYOUT_VERSION}). Restaure com a versão mais nova.`,
    );
  }
  return m as Manifest;
}

/** A backup or restore refused for a reason a person can act on: printed as is, exit code 1, nothing changed. */
export class BackupError extends Error {}
