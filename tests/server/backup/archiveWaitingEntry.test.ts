// @vitest-environment node
// A backup copies the uploads one entry at a time, and an entry waits its turn behind the others (the database's
// dump and the cluster's files are written at once). A stored file's stream opened and waiting, whose file goes
// meanwhile (collected as no record names it), failed its opening with nobody listening yet: Node throws such an
// error, out of the server. The failure is that entry's, told to whoever added it.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { ArchiveWriter } from '../../../src/server/backup/archiveWriter';
import { tempDir } from '../helpers';
import { unheardErrors } from '../support/unheardErrors';

it("an entry's file gone while it waits its turn: that entry fails, nothing is thrown, the others are written", async () => {
  const dir = tempDir();
  const writer = new ArchiveWriter(join(dir, 'copia.tar'));
  const first = new Readable({ read() {} });
  const writingFirst = writer.addStream('primeiro', 3, first);
  const gone = createReadStream(join(dir, 'recolhido.png'));
  const unheard = unheardErrors(gone);
  const waiting = writer.addStream('recolhido', 1, gone);
  const refused = expect(waiting).rejects.toThrow();
  await new Promise<void>((resolve) => gone.once('close', () => resolve()));
  first.push(Buffer.from('abc'));
  first.push(null);
  await writingFirst;
  await refused;
  expect(unheard).toEqual([]);
  expect(Object.keys(writer.entries)).toEqual(['primeiro']);
  await writer.abort();
});
