import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openS3Client, type S3Connection, type S3Settings } from '../uploads';
import { BackupError } from './manifest';
import { beyondKeep } from './retention';

/** BACKUP_S3_*: the bucket the backups go to, and the folder of it they go under (`painel-backups/`). */
export interface BackupBucketSettings extends S3Settings {
  prefix: string;
}

/** `s3://bucket/key`: how a record, the page and the commands name an archive in a bucket. */
export const s3Url = (bucket: string, key = '') => `s3://${bucket}/${key}`;

/** Whether a command was given an archive in a bucket rather than a file. */
export const isS3Url = (value: string) => value.startsWith('s3://');

const failure = (e: unknown) => e as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };

/** Why the service said no, in Portuguese where the reason is one an operator acts on. */
function reason(e: unknown, bucket: string, where: S3Connection): string {
  const f = failure(e);
  if (f.name === 'NoSuchBucket') return `o bucket ${bucket} não existe`;
  if (['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch'].includes(f.name ?? '') || f.$metadata?.httpStatusCode === 403) {
    return 'acesso negado (confira BACKUP_S3_ACCESS_KEY_ID e BACKUP_S3_SECRET_ACCESS_KEY)';
  }
  if (f.code === 'ECONNREFUSED' || f.code === 'ENOTFOUND' || f.code === 'ETIMEDOUT') return `não foi possível conectar a ${where.endpoint ?? 'AWS S3'} (${f.code})`;
  return `${f.name ?? 'erro'}: ${f.message ?? String(e)}`;
}

/**
 * Sends a whole, verified archive to the bucket as `prefix + its file name`, then removes the local copy; answers
 * its s3:// address. A failed send keeps the file and says where it is. One PUT, streamed from the disk (S3 takes
 * up to 5 GB so).
 */
export async function sendToBucket(settings: BackupBucketSettings, file: string): Promise<string> {
  const key = settings.prefix + basename(file);
  const url = s3Url(settings.bucket, key);
  const client = await openS3Client(settings, { streams: true });
  const failed = (why: string) => new BackupError(`A cópia foi feita, mas o envio para ${url} falhou: ${why}. Ela ficou em ${file}.`);
  try {
    const { HeadBucketCommand, HeadObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { size } = await stat(file);
    // Asked first: a service refusing a missing bucket's PUT mid-body leaves the client only a broken pipe. Any other
    // answer (a key allowed to write but not to look) lets the PUT speak for itself.
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket })).catch((e: unknown) => {
      if (failure(e).$metadata?.httpStatusCode === 404) throw failed(`o bucket ${settings.bucket} não existe`);
    });
    await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: createReadStream(file), ContentLength: size, ContentType: 'application/x-tar' }));
    // What the bucket kept, read back before the local copy goes: a service that mangled the body is caught here.
    const kept = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }));
    if (kept.ContentLength !== size) throw failed(`o bucket guardou ${kept.ContentLength} bytes, e a cópia tem ${size}`);
  } catch (e) {
    if (e instanceof BackupError) throw e;
    throw failed(reason(e, settings.bucket, settings));
  } finally {
    client.destroy();
  }
  await rm(file, { force: true });
  return url;
}

/**
 * BACKUP_KEEP in the bucket: of the archives right under the prefix, the oldest beyond `keep` are deleted (by
 * name, which sorts by time). Nothing else of the bucket is touched: other keys, other folders, other names.
 */
export async function pruneBucket(settings: BackupBucketSettings, keep: number): Promise<string[]> {
  const { DeleteObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = await openS3Client(settings);
  try {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      // The delimiter keeps the listing to the prefix's own level: a folder under it is someone else's.
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix, Delimiter: '/', ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    const gone = beyondKeep(keys, keep, (k) => k.slice(settings.prefix.length));
    for (const key of gone) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    return gone.map((key) => s3Url(settings.bucket, key));
  } finally {
    client.destroy();
  }
}

/**
 * An archive named by its s3:// address, downloaded into a temporary folder for a restore or a verification;
 * `remove` deletes it. A key or bucket that is not there is said in Portuguese before anything is written.
 */
export async function fetchFromBucket(connection: S3Connection, url: string): Promise<{ file: string; remove: () => Promise<void> }> {
  const parts = /^s3:\/\/([^/]+)\/(.+)$/.exec(url);
  if (!parts) throw new BackupError(`${url} não é o endereço de uma cópia num bucket (s3://bucket/pasta/painel-….tar).`);
  const [, bucket, key] = parts;
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const client = await openS3Client(connection);
  const dir = await mkdtemp(join(tmpdir(), 'painel-copia-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const file = join(dir, basename(key));
    const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((e: unknown) => {
      const f = failure(e);
      if (f.name === 'NoSuchKey' || (f.name !== 'NoSuchBucket' && f.$metadata?.httpStatusCode === 404)) throw new BackupError(`A cópia ${url} não existe (o bucket ${bucket} não tem a chave ${key}).`);
      throw new BackupError(`Não foi possível baixar ${url}: ${reason(e, bucket, connection)}.`, { cause: e });
    });
    await pipeline(got.Body as Readable, createWriteStream(file, { mode: 0o600 }));
    return { file, remove };
  } catch (e) {
    await remove();
    throw e;
  } finally {
    client.destroy();
  }
}

/**
 * A command's archive: a file as given, or an s3:// address downloaded first, through BACKUP_S3_*'s account, else
 * S3_*'s, else the SDK's own (AWS). `name` is what messages and the restore's record say.
 */
export async function commandArchive(given: string, accounts: { bucket?: S3Connection; s3?: S3Connection }): Promise<{ file: string; name: string; remove: () => Promise<void> }> {
  if (!isS3Url(given)) return { file: resolve(given), name: resolve(given), remove: async () => {} };
  const connection = accounts.bucket ?? accounts.s3 ?? { region: process.env.AWS_REGION ?? 'us-east-1', forcePathStyle: false };
  return { ...(await fetchFromBucket(connection, given)), name: given };
}
