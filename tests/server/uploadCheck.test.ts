// @vitest-environment node
// Whether a stored file is still there is asked by opening it (the store's one read), and the bytes are not read.
// A file collected between that check and the opening (the trash's purge, the collection of replaced files) made
// the opening fail after the check had returned, with nobody listening: an unhandled error (CI, 1 Dec, in
// tests/server/trash.test.ts's purge).
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { ObjectStore } from '../../src/server/uploads/objectStore';
import { UploadStore } from '../../src/server/uploads/uploadStore';
import { tempDir } from './helpers';
import { unheardErrors } from './support/unheardErrors';

it("a file gone between the check and its opening: the check answers, and the failed opening is nobody's error", async () => {
  // What the folder store hands over when the file was there at its `stat` and is gone by the stream's own opening.
  const body = createReadStream(join(tempDir(), 'recolhido.png'));
  const unheard = unheardErrors(body);
  const objects: ObjectStore = {
    get: async () => ({ body, size: 1 }),
    put: async () => {},
    delete: async () => {},
    list: async function* () {},
    close: async () => {},
  };
  const store = new UploadStore(objects);

  expect(await store.has('/uploads/AAAAAAAAAAAAAAAAAAAAAA.png')).toBe(true);
  await new Promise<void>((resolve) => body.once('close', () => resolve()));
  expect(unheard).toEqual([]);
  expect(body.destroyed).toBe(true);
});
