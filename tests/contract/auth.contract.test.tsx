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
    const sessions: Request[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/session') sessions.push(request.clone());
    });
    let user: unknown;
    await act(async () => {
      user = await e.data.session();
    });
    api.server.events.removeAllListeners();
    expect(user).toEqual(testUser);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].method).toBe('GET');
    expect(sessions[0].headers.get('authorization')).toBe(bearer);
    expect(await sessions[0].text()).toBe('');
  });
});
