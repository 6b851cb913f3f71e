import { createReadStream, mkdirSync } from 'node:fs';
import { readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore, StoredObject } from './objectStore';

/** Uploads in a folder of this machine (DATA_DIR/uploads): the default, for one instance. */
export class FolderStore implements ObjectStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async put(name: string, data: Buffer): Promise<void> {
    // 'wx': a name is never written twice.
    await writeFile(join(this.dir, name), data, { flag: 'wx', mode: 0o644 });
  }

  async get(name: string): Promise<StoredObject | undefined> {
    const path = join(this.dir, name);
    const size = await stat(path).then((s) => (s.isFile() ? s.size : undefined), () => undefined);
    return size === undefined ? undefined : { body: createReadStream(path), size };
  }

  async delete(name: string): Promise<void> {
    await unlink(join(this.dir, name)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  async *list(): AsyncIterable<string> {
    for (const entry of await readdir(this.dir, { withFileTypes: true })) if (entry.isFile()) yield entry.name;
  }

  async close(): Promise<void> {}
}
