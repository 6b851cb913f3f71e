import { errors, jwtVerify, SignJWT } from 'jose';

const TOKEN_TTL_SECONDS = 3600;

type TokenCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Session tokens: HS256 JWTs whose subject is the user id, valid for an hour (the client's cookie lasts as long). */
export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string | Uint8Array) {
    this.key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
    if (this.key.length < 32) throw new Error('o segredo dos tokens deve ter pelo menos 32 bytes');
  }

  /** `now` in seconds, for tests that need an expired token. */
  sign(userId: string, now = Math.floor(Date.now() / 1000), ttl = TOKEN_TTL_SECONDS): Promise<string> {
    return new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setIssuedAt(now).setExpirationTime(now + ttl).sign(this.key);
  }

  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return typeof payload.sub === 'string' && payload.sub ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
    } catch (e) {
      return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
