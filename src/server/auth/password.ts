import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (e, key) => (e ? reject(e) : resolve(key))));

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's scrypt settings (N=2^15, r=8, p=3): 32 MiB per hash, about 0.35 s on a small machine.
 * Lighter than N=2^17 in memory, so a burst of sign-ins cannot exhaust the server.
 */
const DEFAULT_SCRYPT_COST: ScryptCost = { N: 32768, r: 8, p: 3 };
const KEYLEN = 32;
const MAXMEM = 256 * 1024 * 1024;
const HASH_PREFIX = 'scrypt$';

/** Hashes and checks secrets; the hash carries its own parameters, so the cost can be raised later. */
export class PasswordHasher {
  private decoy?: Promise<string>;

  constructor(private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST) {}

  /** `scrypt$N$r$p$salt$key` (base64url). */
  async hash(password: string): Promise<string> {
    const { N, r, p } = this.cost;
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: MAXMEM });
    return `${HASH_PREFIX}${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  async verify(password: string, stored: unknown): Promise<boolean> {
    if (typeof stored !== 'string' || !stored.startsWith(HASH_PREFIX)) return false;
    const [N, r, p, salt, key] = stored.slice(HASH_PREFIX.length).split('$');
    const expected = Buffer.from(key ?? '', 'base64url');
    if (!expected.length || !salt) return false;
    const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(N),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    });
    return timingSafeEqual(actual, expected);
  }

  /** Spends the time of a real check when the e-mail is unknown, so timing does not tell which e-mails exist. */
  async verifyNothing(password: string): Promise<false> {
    this.decoy ??= this.hash(randomBytes(12).toString('base64url'));
    await this.verify(password, await this.decoy);
    return false;
  }
}
