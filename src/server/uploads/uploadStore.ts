import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORABLE } from './fileTypes';

/** Where uploaded files are published (`/uploads/<name>`): the uploads' own path, not an API profile's. */
export const UPLOADS_BASE = '/uploads';
const UPLOADS_PREFIX = `${UPLOADS_BASE}/`;
/** 128 random bits: names nobody can guess, and nothing of the sender's file name. */
export const STORED_NAME = new RegExp(`^[A-Za-z0-9_-]{22}\\.(${Object.keys(STORABLE).join('|')})$`);

/** Uploaded files on disk under `dir`, published as `/uploads/<name>`. */
export class UploadStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Writes the bytes and returns their public URL. */
  async save(data: Buffer, ext: string): Promise<string> {
    const name = `${randomBytes(16).toString('base64url')}.${ext}`;
    await writeFile(join(this.dir, name), data, { flag: 'wx', mode: 0o644 });
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
    if (!name) return;
    await unlink(join(this.dir, name)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  pathOf(name: string): string {
    return join(this.dir, name);
  }
}
