import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openUploadStore, type UploadStore } from '../../../src/server/uploads';
import { tempDir } from '../helpers';
import { startS3, type S3Server } from './s3';

/** One app's uploads, seen from outside the app: what is stored, whatever holds it. */
export interface UploadBackend {
  dataDir: string;
  /** For makeApp: undefined means the default (the folder dataDir/uploads). */
  uploads?: UploadStore;
  /** Every stored file as its public URL (/uploads/<name>), sorted. */
  files(): Promise<string[]>;
  has(url: string): Promise<boolean>;
  /** The Content-Type the store keeps with the file, where it keeps one (S3). */
  storedType(url: string): Promise<string | undefined>;
}

const nameOf = (url: string) => url.replace('/uploads/', '');

/** Today's default: a folder of this machine. */
async function folder(): Promise<UploadBackend> {
  const dataDir = tempDir();
  const dir = join(dataDir, 'uploads');
  const files = async () => (existsSync(dir) ? readdirSync(dir).map((n) => `/uploads/${n}`).sort() : []);
  return { dataDir, files, has: async (url) => existsSync(join(dir, nameOf(url))), storedType: async () => undefined };
}

// One s3rver per test file, started by the first test that needs it.
let s3: Promise<S3Server> | undefined;
afterAll(async () => {
  const running = s3;
  s3 = undefined;
  await (await running)?.stop();
});

/** A bucket of its own on a real S3-compatible server, reached through the same settings as S3_*. */
async function bucket(): Promise<UploadBackend> {
  const server = await (s3 ??= startS3());
  const settings = await server.newBucket();
  const dataDir = tempDir();
  const uploads = await openUploadStore({ s3: settings }, dataDir);
  const files = async () => (await server.keys(settings.bucket)).map((k) => `/uploads/${k}`);
  return {
    dataDir,
    uploads,
    files,
    has: async (url) => (await server.head(settings.bucket, nameOf(url))) !== undefined,
    storedType: async (url) => (await server.head(settings.bucket, nameOf(url)))?.contentType,
  };
}

/** The stores every upload test runs on: `describe.each(UPLOAD_BACKENDS)('%s', (_, make) => …)`. */
export const UPLOAD_BACKENDS: [string, () => Promise<UploadBackend>][] = [
  ['pasta local (DATA_DIR/uploads)', folder],
  ['bucket S3 (s3rver)', bucket],
];
