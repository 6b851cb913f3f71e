import { contractTable } from '../utils/contractTable';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

// Spec §3 (config table, column instagram_token, id '1'), §7 "Configuration" and §8 config messages.
contractTable(
  'config (hosted-backend table)',
  [
    {
      case: "reads instagram_token where id is '1', with the anon key and the session token",
      call: { read: 'config' },
      method: 'GET',
      path: '/rest/v1/config',
      apikey: 'painel-anon-key',
      accept: 'application/vnd.pgrst.object+json',
      query: [['select', 'instagram_token'], ['id', 'eq.1']],
      returns: { instagram_token: 'token-atual' },
    },
    {
      case: "updates instagram_token where id is '1'",
      call: { update: 'config', values: { instagram_token: 'IGQVJ-novo' } },
      method: 'PATCH',
      path: '/rest/v1/config',
      apikey: 'painel-anon-key',
      query: [['id', 'eq.1']],
      json: { instagram_token: 'IGQVJ-novo' },
    },
  ],
  [
    {
      case: "a failed read throws 'Erro ao obter as configs'",
      call: { read: 'config' },
      method: 'GET',
      path: '*/rest/v1/config',
      status: 406,
      body: { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' },
      toast: 'Erro ao obter as configs',
    },
    {
      case: "a failed update throws 'Erro ao atualizar a instagram token'",
      call: { update: 'config', values: { instagram_token: 'x' } },
      method: 'PATCH',
      path: '*/rest/v1/config',
      status: 403,
      body: { code: '42501', details: null, hint: null, message: 'permission denied' },
      toast: 'Erro ao atualizar a instagram token',
      reason: 'permission denied',
    },
  ],
);
