// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, makeApp, signIn } from './helpers';
import { parseCsv } from './support/csv';

// "Exportar CSV" of /app/atividade: what the administrator opens in a spreadsheet.
let app: FastifyInstance;
let api: ReturnType<typeof client>;
let bia: ReturnType<typeof client>;
let biaId: string;

beforeAll(async () => {
  app = await makeApp();
  api = client(app, await signIn(app));
  biaId = (await api.post('/api/server/users', { name: 'Bia Lima', email: 'bia@exemplo.com.br', password: 'senha-da-bia' })).json().data.id;
  await giveRole(api, biaId);
  bia = client(app, await signIn(app, 'bia@exemplo.com.br', 'senha-da-bia'));
});
afterAll(() => app.close());

const BOM = '\uFEFF';
const exported = async (who: ReturnType<typeof client>, query: string) => {
  const res = await who.get(`/api/painel/activity/export${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.body.startsWith(BOM)).toBe(true);
  return { body: res.body, rows: parseCsv(res.body.slice(1)) };
};

describe('the activity CSV writes every cell as the list export does', () => {
  it('a person named like a formula is text in "Quem": an apostrophe first, as a text cell of a list export', async () => {
    // An editor renames her own account to a formula and makes a change: the entry keeps the name she had then.
    expect((await bia.put(`/api/server/users/${biaId}`, { name: '=HYPERLINK("http://x")', email: 'bia@exemplo.com.br' })).statusCode).toBe(200);
    const category = (await bia.post('/api/categories', { name: 'Fórmulas' })).json().id as string;
    // Names the API would trim or refuse, kept by older entries all the same.
    for (const name of ['+1+1', '-1+1', '@SUM(A1:A2)', '\t=1+1', '\r=1+1']) {
      await app.painel.db.query(
        `INSERT INTO painel_history (resource, record_id, version, actor_id, actor_name, operation, changes, snapshot) VALUES ('categories', $1, 2, NULL, $2, 'update', '[]', '{}')`,
        [category, name],
      );
    }
    const { body, rows } = await exported(api, '?resource=categories');
    const who = rows[0].indexOf('Quem');
    expect(rows.slice(1).map((r) => r[who])).toEqual(["'\r=1+1", "'\t=1+1", "'@SUM(A1:A2)", "'-1+1", "'+1+1", '\'=HYPERLINK("http://x")']);
    expect(body).toContain(';"\'=HYPERLINK(""http://x"")";');
    expect(body).not.toMatch(/;=HYPERLINK|;"=HYPERLINK/);
  });
});
