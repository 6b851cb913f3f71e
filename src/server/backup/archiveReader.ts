import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BackupError, checkManifest, MANIFEST_ENTRY, type Manifest } from './manifest';

/** The whole archive read once: every entry's checksum against the manifest, before anything is restored. */
export async function checkArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  await readEntries(file, async (name, body) => {
    const hash = createHash('sha256');
    let bytes = 0;
    const parts: Buffer[] = [];
    for await (const chunk of body) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      if (name === MANIFEST_ENTRY) parts.push(chunk as Buffer);
    }
    if (name === MANIFEST_ENTRY) manifestText = Buffer.concat(parts).toString('utf8');
    else seen.set(name, { bytes, sha256: hash.digest('hex') });
  });
  if (manifestText === undefined) {
    throw new BackupError(`${file} não é uma cópia de segurança do Painel, ou está incompleto: falta o manifesto, a última parte de uma cópia.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError(`O manifesto de ${file} está danificado (não é JSON válido).`);
  }
  const manifest = checkManifest(parsed);
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const got = seen.get(name);
    if (!got) throw new BackupError(`A cópia ${file} está incompleta: falta ${name}, listado no manifesto.`);
    if (got.sha256 !== expected.sha256 || got.bytes !== expected.bytes) throw new BackupError(`A cópia ${file} foi alterada ou está danificada: ${name} não confere com o manifesto (soma SHA-256 diferente).`);
  }
  const extra = [...seen.keys()].find((name) => !(name in manifest.entries));
  if (extra) throw new BackupError(`A cópia ${file} foi alterada: ${extra} não está no manifesto.`);
  return manifest;
}

/** Reads of 1 MB: with a stream's default 64 KB a pass over a 343 MB archive took 0.37 s, with these 0.08–0.14 s. */
const READ_SIZE = 1024 * 1024;

/** Calls `onEntry` for each file entry, in order; a damaged or truncated tar becomes a BackupError. */
export async function readEntries(file: string, onEntry: (name: string, body: AsyncIterable<unknown>) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file, { highWaterMark: READ_SIZE }), extract).catch((e: unknown) => {
    throw unreadable(file, e);
  });
  try {
    for await (const entry of extract) {
      if (entry.header.type === 'file') await onEntry(entry.header.name, entry);
      else entry.resume();
    }
  } catch (e) {
    await reading.catch(() => {});
    if (e instanceof BackupError) throw e;
    throw unreadable(file, e);
  }
  await reading;
}

function unreadable(file: string, e: unknown): Error {
  if (e instanceof BackupError) return e;
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`O arquivo ${file} não existe.`);
  if (code === 'EACCES') return new BackupError(`Sem permissão para ler ${file}.`);
  if (code === 'EISDIR') return new BackupError(`${file} é uma pasta, não um arquivo de cópia.`);
  const detail = e instanceof Error ? e.message : String(e);
  if (/unexpected end|premature/i.test(detail)) return new BackupError(`A cópia ${file} está incompleta (o arquivo termina no meio).`);
  return new BackupError(`${file} não é uma cópia de segurança do Painel (não é um arquivo tar legível: ${detail}).`);
}
