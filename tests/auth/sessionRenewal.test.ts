// A session in use renews before its lifetime is up; an idle one does not (and so ends when it is up).
import { tokenExpiry, watchSessionRenewal } from '../../src/engine/auth/sessionRenewal';

const MINUTE = 60_000;
const jwtEnding = (ms: number) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: 'u-1', sid: 's-1', exp: Math.floor(ms / 1000) })).replace(/=+$/, '')}.assinatura`;

function setup(token: () => string | undefined, lifetimeMs?: number) {
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const target = new EventTarget();
  const renewed: string[] = [];
  let answer: (token: string) => void = () => undefined;
  const renew = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  const stop = watchSessionRenewal({ readToken: token, renew, onRenewed: (t) => renewed.push(t), now: () => clock, target: target as unknown as Window, lifetimeMs });
  return {
    renew,
    renewed,
    stop,
    answer: (t: string) => answer(t),
    later: (ms: number) => (clock += ms),
    now: () => clock,
    act: (type = 'pointerdown') => target.dispatchEvent(new Event(type)),
  };
}

test('tokenExpiry reads a JWT exp; anything else is unknown', () => {
  expect(tokenExpiry(jwtEnding(Date.parse('2026-11-26T11:00:00Z')))).toBe(Date.parse('2026-11-26T11:00:00Z'));
  expect(tokenExpiry('token-de-teste')).toBeUndefined();
  expect(tokenExpiry('a.bm8tanNvbg.c')).toBeUndefined();
});

test('nobody there: a token 55 minutes old is not renewed, however long the page stays open', () => {
  vi.useFakeTimers();
  try {
    let token = '';
    const s = setup(() => token);
    token = jwtEnding(s.now() + 5 * MINUTE);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(s.renew).not.toHaveBeenCalled();
    s.stop();
  } finally {
    vi.useRealTimers();
  }
});

test('a person at work: the first click once the token is 10 minutes old asks for a fresh one, once, and keeps it', async () => {
  let token = '';
  const s = setup(() => token);
  token = jwtEnding(s.now() + 60 * MINUTE);
  s.act();
  s.act('keydown');
  expect(s.renew).not.toHaveBeenCalled();
  s.later(9 * MINUTE);
  s.act();
  expect(s.renew).not.toHaveBeenCalled();
  s.later(1 * MINUTE + 1000);
  s.act('keydown');
  s.act('pointerdown');
  s.act('wheel');
  expect(s.renew).toHaveBeenCalledTimes(1);
  s.answer('token-novo');
  await vi.waitFor(() => expect(s.renewed).toEqual(['token-novo']));
  s.stop();
  s.act();
  expect(s.renew).toHaveBeenCalledTimes(1);
});

test('a token already past its end is not renewed (the next request signs out)', () => {
  let token = '';
  const s = setup(() => token);
  token = jwtEnding(s.now() - MINUTE);
  s.later(1000);
  s.act();
  expect(s.renew).not.toHaveBeenCalled();
  s.stop();
});

test('a token whose end cannot be read: renewed at activity 10 minutes after the page loaded, not before', () => {
  const s = setup(() => 'token-de-teste');
  s.later(9 * MINUTE);
  s.act();
  expect(s.renew).not.toHaveBeenCalled();
  s.later(2 * MINUTE);
  s.act();
  expect(s.renew).toHaveBeenCalledTimes(1);
  s.stop();
});

test('signed out (no cookie): nothing is asked', () => {
  const s = setup(() => undefined);
  s.later(59 * MINUTE);
  s.act();
  expect(s.renew).not.toHaveBeenCalled();
  s.stop();
});

test('the threshold follows the lifetime: a 30-minute session is renewed once its token is 5 minutes old, not at the first click', () => {
  let token = '';
  const s = setup(() => token, 30 * MINUTE);
  token = jwtEnding(s.now() + 30 * MINUTE);
  s.later(1000);
  s.act();
  s.later(3 * MINUTE);
  s.act();
  expect(s.renew).not.toHaveBeenCalled();
  s.later(2 * MINUTE);
  s.act();
  expect(s.renew).toHaveBeenCalledTimes(1);
  s.stop();
});
