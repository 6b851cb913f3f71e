import { createHash } from 'node:crypto';
import { HttpError } from '../http';
import type { Attempts, AttemptStore } from './attemptStore';

interface ThrottlePolicy {
  /** Failures one account may have from one address before each further attempt must wait. */
  freeFailures: number;
  /** The first wait; it doubles with every further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** An account+address count is forgotten after this long without an attempt. */
  accountIdleMs: number;
  /** Attempts (failed or under way) one address may make across all accounts: the ceiling against spraying. */
  addressMax: number;
  addressIdleMs: number;
}

const DEFAULT_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  accountIdleMs: 60 * 60_000,
  addressMax: 100,
  addressIdleMs: 15 * 60_000,
};

const TOO_MANY_ATTEMPTS = 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.';

/**
 * Keys are hashes: a fixed 64 characters whatever was typed (nothing unbounded reaches the table's index),
 * and no e-mail or address sits in the table in clear.
 */
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** A counted attempt: a success gives it back, a failure leaves it counted. */
interface SignInReservation {
  succeeded(): Promise<void>;
}

/**
 * Password guessing, slowed per account and address: each attempt is counted before the password is
 * hashed (so parallel guesses cannot all slip in before the first failure is recorded). After
 * `freeFailures`, that account on that address waits `baseDelayMs`, doubling per failure up to
 * `maxDelayMs`; the right password waits too (else the lock tells the attacker nothing). A success clears
 * only that account+address's count. Across accounts, one address has a higher ceiling (`addressMax`).
 */
export class SignInThrottle {
  private readonly policy: ThrottlePolicy;

  constructor(
    private readonly store: AttemptStore,
    policy: Partial<ThrottlePolicy> = {},
  ) {
    this.policy = { ...DEFAULT_THROTTLE, ...policy };
  }

  /** When the next attempt may be made, given the failures so far (0: now). */
  private nextAllowed(current: Attempts | undefined): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.policy;
    if (!current || current.count < freeFailures) return 0;
    return current.last + Math.min(maxDelayMs, baseDelayMs * 2 ** (current.count - freeFailures));
  }

  /** Counts an attempt of `email` from `address`, or throws 429 (with the seconds to wait). */
  async reserve(address: string, email: string, now = Date.now()): Promise<SignInReservation> {
    const { accountIdleMs, addressIdleMs, addressMax } = this.policy;
    const accountKey = `conta:${digest(`${address}\u0000${email.trim().toLowerCase()}`)}`;
    const addressKey = `endereco:${digest(address)}`;
    let retryAt = now;
    const account = await this.store.hit(accountKey, now, accountIdleMs, (current) => {
      retryAt = this.nextAllowed(current);
      return now >= retryAt;
    });
    if (!account.counted) throw new TooManyAttempts(Math.max(1, Math.ceil((retryAt - now) / 1000)));
    const fromAddress = await this.store.hit(addressKey, now, addressIdleMs, (current) => {
      retryAt = current ? current.last + addressIdleMs : now;
      return !current || current.count < addressMax;
    });
    if (!fromAddress.counted) {
      await this.store.release(accountKey);
      throw new TooManyAttempts(Math.max(1, Math.ceil((retryAt - now) / 1000)));
    }
    return {
      succeeded: async () => {
        await this.store.clear(accountKey);
        await this.store.release(addressKey);
      },
    };
  }
}
