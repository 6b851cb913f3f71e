// @vitest-environment node
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from '../../src/server/auth/tokens';

const SECRET = 'um-segredo-de-teste-com-32-bytes-ou-mais';
const OLD_SECRET = 'o-segredo-de-antes-tambem-com-32-bytes-ou-mais';
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

afterEach(() => vi.useRealTimers());

// A token checked once is kept: these say that keeping it never lets through what the signature check would refuse.
describe('a token checked before', () => {
  it('is refused as expired once its hour has passed, though it was good a minute before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const signer = new TokenSigner(SECRET);
    const token = await signer.sign('pessoa-1', 'sessao-1', at('2026-11-27T10:00:00Z'), 3600);
    expect(await signer.verify(token)).toEqual({ ok: true, userId: 'pessoa-1', sessionId: 'sessao-1', exp: at('2026-11-27T11:00:00Z') });
    vi.setSystemTime(new Date('2026-11-27T10:59:00Z'));
    expect(await signer.verify(token)).toMatchObject({ ok: true, userId: 'pessoa-1', sessionId: 'sessao-1' });
    vi.setSystemTime(new Date('2026-11-27T11:00:00Z'));
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await signer.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not vouch for the same claims under another signature', async () => {
    const signer = new TokenSigner(SECRET);
    const token = await signer.sign('pessoa-1', 'sessao-1');
    expect((await signer.verify(token)).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    const otherKey = await new SignJWT({ sid: 'sessao-1' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('pessoa-1').setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('outro-segredo-qualquer-com-32-bytes-ou-mais'));
    expect(await signer.verify(otherKey)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is a separate signer’s business: a signer without the old secret refuses what one with it accepted', async () => {
    const token = await new TokenSigner(OLD_SECRET).sign('pessoa-2', 'sessao-2');
    expect(await new TokenSigner(SECRET, [OLD_SECRET]).verify(token)).toMatchObject({ ok: true, userId: 'pessoa-2' });
    expect(await new TokenSigner(SECRET).verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
