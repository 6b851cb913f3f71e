import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { SESSION_SECONDS } from '../../engine/contract';

/** Clocks of the instances (and of whoever signed) may differ this much. */
const CLOCK_SKEW_SECONDS = 60;

/** Tokens already found good, kept so a screen's next requests skip the signature (the oldest go first). */
const VERIFIED_MAX = 5000;

type TokenCheck = { ok: true; userId: string; sessionId: string } | { ok: false; reason: 'expired' | 'invalid' };
type Verified = { userId: string; sessionId: string; exp: number };

// A key object, made once: given bytes, jose imports the key again for every token it checks.
const keyOf = (secret: string | Uint8Array): KeyObject => {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.length < 32) throw new Error('o segredo dos tokens deve ter pelo menos 32 bytes');
  return createSecretKey(key);
};

/**
 * Session tokens: HS256 JWTs whose subject is the user id and whose `sid` names the server-side session (the
 * session store decides whether it is still open), valid for SESSION_SECONDS (the client's cookie lasts as long).
 * Signed with the current secret; during a rotation, tokens signed with a previous one are still accepted.
 */
export class TokenSigner {
  private readonly key: KeyObject;
  private readonly previous: KeyObject[];
  /**
   * Good tokens by their whole text, until their `exp`: the same bytes were checked with a key this signer still
   * holds (keys change only with a restart), so only the expiry can have changed. Whether the session is still
   * open is not a token's business: the session store answers that on every request.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(secret: string | Uint8Array, previous: (string | Uint8Array)[] = []) {
    this.key = keyOf(secret);
    this.previous = previous.map(keyOf);
  }

  /** `now` in seconds, for tests that need an expired token. */
  sign(userId: string, sessionId: string, now = Math.floor(Date.now() / 1000), ttl = SESSION_SECONDS): Promise<string> {
    return new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setIssuedAt(now).setExpirationTime(now + ttl).sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    const known = this.verified.get(token);
    if (known) {
      // jose's own rule: a token whose exp is now or past has expired.
      if (known.exp > Math.floor(Date.now() / 1000)) return { ok: true, ...known };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const check = await this.verifySigned(token);
    if (check.ok) this.keep(token, check);
    return check;
  }

  private keep(token: string, check: Verified) {
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, check);
  }

  private async verifySigned(token: string): Promise<(TokenCheck & { ok: false }) | (Verified & { ok: true })> {
    let expired = false;
    for (const key of [this.key, ...this.previous]) {
      try {
        // A token must say when it was made and when it ends, live no longer than a session, and not come from
        // the future: one signed with the real secret but without those limits would be a key that never expires.
        // The expiry itself is exact (jose's check); only the issuing instance's clock may be a little ahead.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['sub', 'iat', 'exp', 'sid'] });
        const lifetime = payload.exp! - payload.iat!;
        const fromTheFuture = payload.iat! > Math.floor(Date.now() / 1000) + CLOCK_SKEW_SECONDS;
        const sane = typeof payload.sub === 'string' && payload.sub && typeof payload.sid === 'string' && payload.sid && !fromTheFuture && lifetime > 0 && lifetime <= SESSION_SECONDS + CLOCK_SKEW_SECONDS;
        return sane ? { ok: true, userId: payload.sub!, sessionId: payload.sid as string, exp: payload.exp! } : { ok: false, reason: 'invalid' };
      } catch (e) {
        // jose checks the signature before the expiry: expired means this key did sign it.
        if (e instanceof errors.JWTExpired) expired = true;
      }
    }
    return { ok: false, reason: expired ? 'expired' : 'invalid' };
  }
}
