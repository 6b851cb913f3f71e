import { act } from '@testing-library/react';
import { bearer, contractHarness } from '../utils/contract';
import { testUser } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();

// Spec §7 "Authentication and session" (the UI side is in tests/auth).
describe('authentication and session', () => {
  test('POST /authentication {email, password} answers {token, user}', async () => {
    const e = await api.engine();
    let answer: unknown;
    await act(async () => {
      answer = await e.data.signIn('ana@painel.local', 'segredo123');
    });
    expect(answer).toEqual({ token: 'token-de-teste', user: testUser });
  });

  test('GET /session, no payload, with the bearer, answers {data: user}', async () => {
    const e = await api.engine();
    let user: unknown;
    await act(async () => {
      user = await e.data.session();
    });
    expect(user).toEqual(testUser);
    expect(bearer).toBe('Bearer token-de-teste');
  });
});
