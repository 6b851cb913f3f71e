import { HttpError } from '../http/httpError';

/**
 * Failed sign-ins per client address: after `max` failures within `windowMs`, further attempts get 429
 * until the window ends. Guessing passwords stays slow even before scrypt's own cost. In memory: a restart
 * forgets, which is acceptable for a single-process server.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly max = 20,
    private readonly windowMs = 10 * 60 * 1000,
  ) {}

  /** Throws 429 when `key` has used up its failures. */
  check(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (!entry) return;
    if (entry.until <= now) {
      this.failures.delete(key);
      return;
    }
    if (entry.count >= this.max) {
      const error = new HttpError(429, 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.');
      throw Object.assign(error, { retryAfter: Math.ceil((entry.until - now) / 1000) });
    }
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.failures.get(key);
    if (!entry || entry.until <= now) this.failures.set(key, { count: 1, until: now + this.windowMs });
    else entry.count++;
    // Bounded memory under a flood of addresses: forget the oldest.
    if (this.failures.size > 10_000) this.failures.delete(this.failures.keys().next().value!);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
