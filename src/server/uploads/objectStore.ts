import type { Readable } from 'node:stream';

/** Stored bytes being read back, with their length when the store knows it. */
export interface StoredObject {
  body: Readable;
  size?: number;
}

/**
 * Where uploaded bytes live, by name: a local folder (one machine) or an S3-compatible bucket (shared by
 * every instance). Names are chosen and checked by UploadStore; a store only keeps bytes.
 */
export interface ObjectStore {
  /** Writes new bytes under a name never used before, with the type they are served with. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under that name. */
  get(name: string): Promise<StoredObject | undefined>;
  /** Removes the bytes; a name with nothing stored is not an error (already gone). */
  delete(name: string): Promise<void>;
  /** Every name stored, in no particular order (a backup reads them all). */
  list(): AsyncIterable<string>;
  /** Lets go of connections (S3's sockets); nothing for a folder. */
  close(): Promise<void>;
}
