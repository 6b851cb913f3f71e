import { randomBytes } from 'node:crypto';
import { STORABLE } from './fileTypes';
import type { ObjectStore, StoredObject } from './objectStore';

/** Where uploaded files are published (`/uploads/<name>`): the uploads' own path, not an API profile's. */
export const UPLOADS_BASE = '/uploads';
const UPLOADS_PREFIX = `${UPLOADS_BASE}/`;
/** 128 random bits: names nobody can guess, and nothing of the sender's file name. */
export const STORED_NAME = new RegExp(`^[A-Za-z0-9_-]{22}\\.(${Object.keys(STORABLE).join('|')})$`);

/** A stored name is never reused for other bytes: caches may keep them for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The type a stored name is served with (its extension was chosen from the bytes). */
export const storedType = (name: string) => STORABLE[name.slice(name.lastIndexOf('.') + 1)];

/**
 * Uploaded files under random names, published as `/uploads/<name>` whatever holds the bytes (a folder or a
 * bucket): records keep that URL, so moving to another store moves no row. `publicUrl` (UPLOADS_PUBLIC_URL)
 * is where the bytes are served from directly, when not through this server.
 */
export class UploadStore {
  constructor(
    private readonly objects: ObjectStore,
    readonly publicUrl?: string,
  ) {}

  /** Writes the bytes and returns their public URL. */
  async save(data: Buffer, ext: string): Promise<string> {
    const name = `${randomBytes(16).toString('base64url')}.${ext}`;
    await this.objects.put(name, data, STORABLE[ext]);
    return UPLOADS_PREFIX + name;
  }

  /** The stored file name behind one of our URLs; undefined for any other value (an external URL, say). */
  nameOf(url: unknown): string | undefined {
    if (typeof url !== 'string' || !url.startsWith(UPLOADS_PREFIX)) return undefined;
    const name = url.slice(UPLOADS_PREFIX.length);
    return STORED_NAME.test(name) ? name : undefined;
  }

  /** Removes a file we stored; a missing file is not an error (already gone). */
  async remove(url: unknown): Promise<void> {
    const name = this.nameOf(url);
    if (name) await this.objects.delete(name);
  }

  /** Whether a URL of ours still has its bytes (a file collected long ago has none). */
  async has(url: unknown): Promise<boolean> {
    const name = this.nameOf(url);
    const found = name ? await this.objects.get(name) : undefined;
    // The bytes are not read. A folder's stream opens its file after this returns: a file collected meanwhile
    // fails that opening, which is nobody's error (unheard, Node would throw it).
    found?.body.on('error', () => {}).destroy();
    return Boolean(found);
  }

  /** A stored file's bytes by name; undefined for a name we never make or nothing stored. */
  async open(name: string): Promise<StoredObject | undefined> {
    return STORED_NAME.test(name) ? this.objects.get(name) : undefined;
  }

  /** Every stored file's name (ours only: anything else in the folder or bucket is not an upload). */
  async *names(): AsyncIterable<string> {
    for await (const name of this.objects.list()) if (STORED_NAME.test(name)) yield name;
  }

  /** Puts back a file under its own name (a restore): the bytes a backup kept for that URL. */
  restore(name: string, data: Buffer): Promise<void> {
    if (!STORED_NAME.test(name)) throw new Error(`nome de arquivo enviado inválido: ${name}`);
    return this.objects.put(name, data, storedType(name));
  }

  close(): Promise<void> {
    return this.objects.close();
  }
}
