// @vitest-environment node
// Every unique value and every reference the shipped schemas declare, driven through every write road where the
// database can refuse it: a Portuguese 4xx, nothing changed, never a 500. Each road runs twice where it checks
// before writing: once as it is, once with the check blinded, as when another write lands between the check and
// this one, so the database's own refusal is what gets answered. Roads where none of these keys can be refused:
// record actions (avatar, password, role, status toggles write no key), a purge (it only empties the trash) and the
// table API of the shipped schemas (config has no key: a copy with a reference covers that road below).
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Repository } from '../../src/server/records';
import { client, makeApp, png, schemasWithApis, signedInApp, signIn, tempDir, type FilePart } from './helpers';

const dataDir = tempDir();
const made = signedInApp({ dataDir });

afterEach(() => vi.restoreAllMocks());

// ——— The keys, by hand (schemas/*.json) ———

/** users.email: unique whatever its case. */
const TAKEN = 'Já existe um usuário com este e-mail.';

interface Key {
  /** `from.field` holds an id of `to`. */
  from: 'posts' | 'tenancies';
  field: 'serviceId' | 'userId';
  to: 'services' | 'users';
  /** Its column in a spreadsheet (the field's title). */
  column: string;
  notFound: string;
  /** A restore's and an undo's reason when the target is gone. */
  gone: string;
  /** A delete of the target while `from` records point at it, and the reason an undo gives. */
  inUse: string;
  inUseUndo: string;
  /** What an import says of a reference cell naming nothing. */
  importNotFound: (text: string) => string;
}

const KEYS: Key[] = [
  {
    from: 'posts',
    field: 'serviceId',
    to: 'services',
    column: 'Serviço',
    notFound: 'Serviço não encontrado.',
    gone: 'Serviço não encontrado (Serviço) — foi excluído depois.',
    inUse: 'Não é possível excluir este serviço: há posts ligados a ele.',
    inUseUndo: 'Não é possível desfazer: há posts ligados a este serviço. Nada foi desfeito.',
    importNotFound: () => 'posts cannot be imported',
  },
  {
    from: 'tenancies',
    field: 'serviceId',
    to: 'services',
    column: 'Serviço',
    notFound: 'Serviço não encontrado.',
    gone: 'Serviço não encontrado (Serviço) — foi excluído depois.',
    inUse: 'Não é possível excluir este serviço: há locações ligadas a ele.',
    inUseUndo: 'Não é possível desfazer: há locações ligadas a este serviço. Nada foi desfeito.',
    importNotFound: (text) => `Serviço "${text}" não encontrado: informe o serviço pelo nome ou pelo ID.`,
  },
  {
    from: 'tenancies',
    field: 'userId',
    to: 'users',
    column: 'Locatário',
    notFound: 'Usuário não encontrado.',
    gone: 'Usuário não encontrado (Locatário) — foi excluído depois.',
    inUse: 'Não é possível excluir este usuário: há locações ligadas a ele.',
    inUseUndo: 'Não é possível desfazer: há locações ligadas a este usuário. Nada foi desfeito.',
    importNotFound: (text) => `Usuário "${text}" não encontrado: informe o usuário pelo nome ou pelo ID.`,
  },
];

// ——— Making records ———

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const created = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
};
const newTarget = async (to: Key['to']) =>
  created(
    to === 'services'
      ? await made.api.post('/api/server/services', { name: `Serviço ${unique()}`, price: 10 })
      : await made.api.post('/api/server/users', { name: `Pessoa ${unique()}`, email: `p${unique()}@exemplo.com.br`, password: 'senha-forte-123' }),
  );
const TENANCY_DATES = { startDate: '2027-03-01', endDate: '2027-03-31' };

/** A `from` record pointing at `target` through `field` (its other reference at a record of its own). */
async function newSource(key: Key, target: string): Promise<{ id: string; write: (value: string) => Promise<LightMyRequestResponse> }> {
  if (key.from === 'posts') {
    const id = created(await made.api.form('POST', '/api/server/posts', { serviceId: target, file: png() }));
    return { id, write: (value) => made.api.form('PUT', `/api/server/posts/${id}`, { serviceId: value }) };
  }
  const body = { serviceId: await newTarget('services'), userId: await newTarget('users'), ...TENANCY_DATES, [key.field]: target };
  const id = created(await made.api.post('/api/server/tenancies', body));
  return { id, write: (value) => made.api.put(`/api/server/tenancies/${id}`, { ...body, [key.field]: value }) };
}
/** The request that creates a `from` record pointing at `target` (its other reference made now). */
async function sourceCreate(key: Key, target: string): Promise<() => Promise<LightMyRequestResponse>> {
  if (key.from === 'posts') return () => made.api.form('POST', '/api/server/posts', { serviceId: target, file: png() });
  const body = { serviceId: await newTarget('services'), userId: await newTarget('users'), ...TENANCY_DATES, [key.field]: target };
  return () => made.api.post('/api/server/tenancies', body);
}

const remove = (resource: string, id: string) => made.api.delete(`/api/server/${resource}/${id}`);
/** A record deleted (into the trash): its id now names nothing a reference may point at. */
const gone = async (resource: string, id: string) => {
  const res = await remove(resource, id);
  if (res.statusCode !== 200) throw new Error(`delete failed: ${res.statusCode} ${res.body}`);
  return res;
};
const tokenOf = (res: LightMyRequestResponse) => {
  const token = res.headers['painel-undo'];
  if (typeof token !== 'string') throw new Error(`no undo token: ${res.statusCode} ${res.body}`);
  return token;
};
const undo = (token: string) => made.api.post(`/api/painel/undo/${token}`);
const restoreFromTrash = (resource: string, id: string) => made.api.post(`/api/painel/trash/${resource}/${id}/restore`);
const restoreVersion = (resource: string, id: string, version: number) => made.api.post(`/api/painel/history/${resource}/${id}/${version}/restore`);
const csv = (text: string): FilePart => ({ filename: 'planilha.csv', type: 'text/csv', data: Buffer.from(`\uFEFF${text}`, 'utf8') });
const importing = (resource: string, text: string) => made.api.form('POST', `/api/painel/import/${resource}`, { file: csv(text) });

// ——— What "nothing changed" means ———

async function everything() {
  const db = made.app.painel.db;
  const rows = async (sql: string) => db.query(sql);
  return {
    services: await rows('SELECT * FROM services ORDER BY id'),
    users: await rows('SELECT * FROM users ORDER BY id'),
    posts: await rows('SELECT * FROM posts ORDER BY id'),
    tenancies: await rows('SELECT * FROM tenancies ORDER BY id'),
    trash: await rows('SELECT resource, record_id, data, files FROM painel_trash ORDER BY id'),
    history: await rows('SELECT count(*)::int AS n FROM painel_history'),
    undone: await rows('SELECT token FROM painel_undo_used ORDER BY token'),
    files: readdirSync(join(dataDir, 'uploads')).sort(),
  };
}

/** The checks before a write see nothing: no reference missing, no e-mail taken, no record in use. */
function blindTheChecks() {
  const findBy = Repository.prototype.findBy;
  vi.spyOn(Repository.prototype, 'exists').mockResolvedValue(true);
  vi.spyOn(Repository.prototype, 'countWhere').mockResolvedValue(0);
  vi.spyOn(Repository.prototype, 'findBy').mockImplementation(function (this: Repository, ...args: Parameters<Repository['findBy']>) {
    return args[1] === 'email' ? Promise.resolve([]) : findBy.apply(this, args);
  });
}

interface Road {
  name: string;
  /** The road checks before it writes: it runs again with the check blinded. */
  checked: boolean;
  /** Makes what the road needs, and returns the request that the database must refuse. */
  arrange: () => Promise<{ act: () => Promise<LightMyRequestResponse>; expected: (blinded: boolean) => { status: number; body: unknown } }>;
}

const same = (status: number, body: unknown) => () => ({ status, body });

const uniqueRoads: Road[] = [
  {
    name: 'users.email, REST create (another case)',
    checked: true,
    arrange: async () => {
      const email = `taken${unique()}@exemplo.com.br`;
      await made.api.post('/api/server/users', { name: 'Primeira', email, password: 'senha-forte-123' });
      return {
        act: () => made.api.post('/api/server/users', { name: 'Segunda', email: email.toUpperCase(), password: 'senha-forte-123' }),
        expected: same(409, { message: TAKEN, errors: [{ field: 'email', message: TAKEN }] }),
      };
    },
  },
  {
    name: 'users.email, REST update',
    checked: true,
    arrange: async () => {
      const email = `taken${unique()}@exemplo.com.br`;
      await made.api.post('/api/server/users', { name: 'Primeira', email, password: 'senha-forte-123' });
      const other = created(await made.api.post('/api/server/users', { name: 'Segunda', email: `s${unique()}@exemplo.com.br`, password: 'senha-forte-123' }));
      return { act: () => made.api.put(`/api/server/users/${other}`, { name: 'Segunda', email }), expected: same(409, { message: TAKEN, errors: [{ field: 'email', message: TAKEN }] }) };
    },
  },
  {
    name: 'users.email, "Restaurar esta versão"',
    checked: true,
    arrange: async () => {
      const email = `old${unique()}@exemplo.com.br`;
      const id = created(await made.api.post('/api/server/users', { name: 'Mudou', email, password: 'senha-forte-123' }));
      await made.api.put(`/api/server/users/${id}`, { name: 'Mudou', email: `new${unique()}@exemplo.com.br` });
      await made.api.post('/api/server/users', { name: 'Pegou', email, password: 'senha-forte-123' });
      return { act: () => restoreVersion('users', id, 1), expected: same(409, { message: TAKEN, errors: [{ field: 'email', message: TAKEN }] }) };
    },
  },
  {
    name: 'users.email, restore from the trash',
    checked: false,
    arrange: async () => {
      const email = `trash${unique()}@exemplo.com.br`;
      const id = created(await made.api.post('/api/server/users', { name: 'Excluída', email, password: 'senha-forte-123' }));
      await gone('users', id);
      await made.api.post('/api/server/users', { name: 'Pegou', email, password: 'senha-forte-123' });
      return { act: () => restoreFromTrash('users', id), expected: same(409, { message: `Não é possível restaurar: ${TAKEN}` }) };
    },
  },
  {
    name: 'users.email, undo of an update',
    checked: false,
    arrange: async () => {
      const email = `undo${unique()}@exemplo.com.br`;
      const id = created(await made.api.post('/api/server/users', { name: 'Mudou', email, password: 'senha-forte-123' }));
      const token = tokenOf(await made.api.put(`/api/server/users/${id}`, { name: 'Mudou', email: `new${unique()}@exemplo.com.br` }));
      await made.api.post('/api/server/users', { name: 'Pegou', email, password: 'senha-forte-123' });
      return { act: () => undo(token), expected: same(409, { message: `Não é possível desfazer: ${TAKEN} Nada foi desfeito.` }) };
    },
  },
  {
    name: 'users.email, undo of a delete',
    checked: false,
    arrange: async () => {
      const email = `undel${unique()}@exemplo.com.br`;
      const id = created(await made.api.post('/api/server/users', { name: 'Excluída', email, password: 'senha-forte-123' }));
      const token = tokenOf(await gone('users', id));
      await made.api.post('/api/server/users', { name: 'Pegou', email, password: 'senha-forte-123' });
      return { act: () => undo(token), expected: same(409, { message: `Não é possível desfazer: ${TAKEN} Nada foi desfeito.` }) };
    },
  },
];

const referenceRoads = (key: Key): Road[] => {
  const at = `${key.from}.${key.field} → ${key.to}`;
  const missing = { message: key.notFound, errors: [{ field: key.field, message: key.notFound }] };
  const roads: Road[] = [
    {
      name: `${at}, REST create`,
      checked: true,
      arrange: async () => {
        const target = await newTarget(key.to);
        await gone(key.to, target);
        return { act: await sourceCreate(key, target), expected: same(400, missing) };
      },
    },
    {
      name: `${at}, REST update`,
      checked: true,
      arrange: async () => {
        const source = await newSource(key, await newTarget(key.to));
        const target = await newTarget(key.to);
        await gone(key.to, target);
        return { act: () => source.write(target), expected: same(400, missing) };
      },
    },
    {
      name: `${at}, "Restaurar esta versão"`,
      checked: true,
      arrange: async () => {
        const first = await newTarget(key.to);
        const source = await newSource(key, first);
        await source.write(await newTarget(key.to));
        await gone(key.to, first);
        return { act: () => restoreVersion(key.from, source.id, 1), expected: same(400, missing) };
      },
    },
    {
      name: `${at}, restore from the trash`,
      checked: false,
      arrange: async () => {
        const target = await newTarget(key.to);
        const source = await newSource(key, target);
        await gone(key.from, source.id);
        await gone(key.to, target);
        return { act: () => restoreFromTrash(key.from, source.id), expected: same(409, { message: `Não é possível restaurar: ${key.gone}` }) };
      },
    },
    {
      name: `${at}, undo of an update`,
      checked: false,
      arrange: async () => {
        const first = await newTarget(key.to);
        const source = await newSource(key, first);
        const token = tokenOf(await source.write(await newTarget(key.to)));
        await gone(key.to, first);
        return { act: () => undo(token), expected: same(409, { message: `Não é possível desfazer: ${key.gone} Nada foi desfeito.` }) };
      },
    },
    {
      name: `${at}, undo of a delete`,
      checked: false,
      arrange: async () => {
        const target = await newTarget(key.to);
        const source = await newSource(key, target);
        const token = tokenOf(await gone(key.from, source.id));
        await gone(key.to, target);
        return { act: () => undo(token), expected: same(409, { message: `Não é possível desfazer: ${key.gone} Nada foi desfeito.` }) };
      },
    },
    {
      name: `${at}, REST delete of the ${key.to} record`,
      checked: true,
      arrange: async () => {
        const target = await newTarget(key.to);
        await newSource(key, target);
        return { act: () => remove(key.to, target), expected: same(409, { message: key.inUse }) };
      },
    },
    {
      name: `${at}, bulk delete of the ${key.to} record`,
      checked: true,
      arrange: async () => {
        const target = await newTarget(key.to);
        await newSource(key, target);
        return {
          act: () => made.api.post(`/api/server/${key.to}/bulk`, { action: 'delete', ids: [target] }),
          expected: same(200, { data: { results: [{ id: target, ok: false, status: 409, message: key.inUse }], done: 0, failed: 1 } }),
        };
      },
    },
    {
      name: `${at}, undo of the ${key.to} record's create`,
      checked: false,
      arrange: async () => {
        const answer = key.to === 'services'
          ? await made.api.post('/api/server/services', { name: `Serviço ${unique()}`, price: 10 })
          : await made.api.post('/api/server/users', { name: `Pessoa ${unique()}`, email: `p${unique()}@exemplo.com.br`, password: 'senha-forte-123' });
        await newSource(key, created(answer));
        return { act: () => undo(tokenOf(answer)), expected: same(409, { message: key.inUseUndo }) };
      },
    },
    {
      name: `${at}, undo of the ${key.to} record's restore from the trash`,
      checked: false,
      arrange: async () => {
        const target = await newTarget(key.to);
        await gone(key.to, target);
        const token = tokenOf(await restoreFromTrash(key.to, target));
        await newSource(key, target);
        return { act: () => undo(token), expected: same(409, { message: key.inUseUndo }) };
      },
    },
  ];
  if (key.from === 'tenancies') {
    // Posts do not come from spreadsheets (their file cannot be a cell).
    const other = key.field === 'serviceId' ? 'userId' : 'serviceId';
    const header = key.field === 'serviceId' ? 'Serviço;Locatário;Início;Fim' : 'Locatário;Serviço;Início;Fim';
    roads.push(
      {
        name: `${at}, import (a new record)`,
        checked: true,
        arrange: async () => {
          const target = await newTarget(key.to);
          await gone(key.to, target);
          const kept = await newTarget(other === 'serviceId' ? 'services' : 'users');
          return {
            act: () => importing('tenancies', `${header}\r\n${target};${kept};01/03/2027;31/03/2027\r\n`),
            expected: (blinded) => ({ status: 422, body: { message: `Nada foi importado. Linha 2, coluna "${key.column}": ${blinded ? key.notFound : key.importNotFound(target)}` } }),
          };
        },
      },
      {
        name: `${at}, import (an update by ID)`,
        checked: true,
        arrange: async () => {
          const source = await newSource(key, await newTarget(key.to));
          const target = await newTarget(key.to);
          await gone(key.to, target);
          return {
            act: () => importing('tenancies', `ID;${key.column}\r\n${source.id};${target}\r\n`),
            expected: (blinded) => ({ status: 422, body: { message: `Nada foi importado. Linha 2, coluna "${key.column}": ${blinded ? key.notFound : key.importNotFound(target)}` } }),
          };
        },
      },
    );
  }
  return roads;
};

const ROADS = [...uniqueRoads, ...KEYS.flatMap(referenceRoads)];
const runs = ROADS.flatMap((road) => [
  { label: `${road.name}`, road, blinded: false },
  ...(road.checked ? [{ label: `${road.name}, refused by the database itself (the check before it blinded)`, road, blinded: true }] : []),
]);

describe('each unique value and reference, through each road where the database can refuse it', () => {
  it.each(runs)('$label', async ({ road, blinded }) => {
    const { act, expected } = await road.arrange();
    const before = await everything();
    if (blinded) blindTheChecks();
    const res = await act();
    vi.restoreAllMocks();
    const { status, body } = expected(blinded);
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json()).toMatchObject(body as object);
    else expect(res.json()).toEqual(body);
    expect(await everything()).toEqual(before);
  });
});

describe('the table API (PATCH) says a reference that is gone as every other road does', () => {
  let table: FastifyInstance;
  let token: string;
  const ANON = 'painel-anon-key';

  beforeAll(async () => {
    // No shipped resource on the table API has a reference: one is declared here, in a copy of schemas/.
    const dir = schemasWithApis(() => {});
    writeFileSync(
      join(dir, 'placements.json'),
      JSON.stringify({
        $schema: './descriptor.schema.json',
        name: 'placements',
        labels: { singular: 'Veiculação', plural: 'Veiculações', gender: 'f' },
        group: 'Site',
        order: 90,
        icon: 'settings',
        api: 'table',
        schema: { type: 'object', required: ['serviceId'], properties: { serviceId: { title: 'Serviço', type: 'string', maxLength: 100 } } },
        references: { serviceId: { resource: 'services' } },
        operations: {
          read: { method: 'GET', path: '/placements', messages: { error: 'Erro ao obter as veiculações' } },
          update: { method: 'PATCH', path: '/placements', body: 'json', fields: ['serviceId'], messages: { success: 'Veiculação atualizada.', error: 'Erro ao atualizar a veiculação' } },
        },
      }),
    );
    table = await makeApp({ schemasDir: dir });
    token = await signIn(table);
  });
  afterAll(() => table?.close());

  it.each([false, true])('PATCH /rest/v1/placements to a deleted service → 400 naming the field (the check blinded: %s), nothing written', async (blinded) => {
    const admin = client(table, token);
    const service = async () => (await admin.post('/api/server/services', { name: `Serviço ${unique()}`, price: 1 })).json().data.id as string;
    const kept = await service();
    const deleted = await service();
    await admin.delete(`/api/server/services/${deleted}`);
    const id = `v${unique()}`;
    await table.painel.db.query('INSERT INTO placements (id, "serviceId") VALUES ($1, $2)', [id, kept]);
    if (blinded) blindTheChecks();
    const res = await table.inject({
      method: 'PATCH',
      url: `/rest/v1/placements?id=eq.${id}`,
      headers: { apikey: ANON, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { serviceId: deleted },
    });
    vi.restoreAllMocks();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '23514', details: 'serviceId: Serviço não encontrado.', hint: null, message: 'Valor inválido' });
    expect(await table.painel.db.query('SELECT "serviceId" FROM placements WHERE id = $1', [id])).toEqual([{ serviceId: kept }]);
  });
});

describe('a refusal no descriptor names is still a Portuguese 409', () => {
  it.each([
    ['23505', 'painel_x_pkey', 'write', 'Já existe um registro com estes dados.'],
    ['23P01', 'tenancies_no_overlap', 'write', 'Conflita com outro registro já gravado.'],
    ['23P01', 'tenancies_no_overlap', 'undo', 'Não é possível desfazer: Conflita com outro registro já gravado. Nada foi desfeito.'],
    ['23001', 'outra_fkey', 'restore', 'Não é possível restaurar: Há registros ligados a este.'],
  ] as const)('%s on %s (%s)', async (code, constraint, attempt, message) => {
    const answer = await made.app.painel.records.refusals.answer(Object.assign(new Error('recusado'), { code, constraint }), attempt);
    expect(answer && { status: answer.statusCode, message: answer.message }).toEqual({ status: 409, message });
  });

  it('any other database error is left to be a fault', async () => {
    expect(await made.app.painel.records.refusals.answer(Object.assign(new Error('sem conexão'), { code: '08006' }), 'write')).toBeUndefined();
  });
});
