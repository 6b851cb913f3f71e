// @vitest-environment node
// "No outdoor is ever booked twice" (schemas/tenancies.json, noOverlap): every road that can put a rental on an
// outdoor's dates is refused with a 409 that names the rental in the way, and nothing is written. A write on its
// own is refused by the exclusion constraint; the import (and, with it, every road) runs again with the check
// before the write blinded, as when another write lands between the check and this one.
// No bulk action of tenancies writes an outdoor, a date or a status (a bulk delete frees a period): its road is
// the undo of a bulk delete, below.
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Repository } from '../../src/server/records';
import { signedInApp, type FilePart } from './helpers';

const made = signedInApp();
afterEach(() => vi.restoreAllMocks());

const BLOCKED = 'O outdoor Av. Paulista, 1000 já está locado de 01/12/2026 a 14/12/2026 para Padaria Bom Pão (Locação confirmada).';
const BLOCKED_FIELD = { message: BLOCKED, errors: [{ field: 'startDate', message: BLOCKED }] };
const RESTORE = 'Não é possível restaurar: o outdoor Av. Paulista, 1000 já está locado de 01/12/2026 a 14/12/2026 para Padaria Bom Pão (Locação confirmada).';
const UNDO = 'Não é possível desfazer: o outdoor Av. Paulista, 1000 já está locado de 01/12/2026 a 14/12/2026 para Padaria Bom Pão (Locação confirmada). Nada foi desfeito.';

const created = (res: LightMyRequestResponse) => {
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return (body.data?.id ?? body.id) as string;
};
const tokenOf = (res: LightMyRequestResponse) => {
  const token = res.headers['painel-undo'];
  if (typeof token !== 'string') throw new Error(`no undo token: ${res.statusCode} ${res.body}`);
  return token;
};
const csv = (text: string): FilePart => ({ filename: 'locacoes.csv', type: 'text/csv', data: Buffer.from(`\uFEFF${text}`, 'utf8') });

let n = 0;
let serviceId: string;
let bakery: string;
let other: string;

beforeAll(async () => {
  serviceId = created(await made.api.post('/api/server/services', { name: 'Veiculação bissemanal', price: 1800 }));
  bakery = created(await made.api.post('/api/server/users', { name: 'Padaria Bom Pão', email: 'padaria@exemplo.com.br', password: 'senha-forte-123' }));
  other = created(await made.api.post('/api/server/users', { name: 'Ótica Visão', email: 'otica@exemplo.com.br', password: 'senha-forte-123' }));
});

/** A new outdoor named "Av. Paulista, 1000" (each test its own, so their periods never meet). */
const newOutdoor = async () =>
  created(await made.api.form('POST', '/api/outdoors', { name: 'Av. Paulista, 1000', location: `Bela Vista ${n++}`, latitude: '-23.56', longitude: '-46.65' }));
const rental = (outdoorId: string, startDate: string, endDate: string, extra: Record<string, unknown> = {}) => ({ serviceId, userId: other, outdoorId, startDate, endDate, ...extra });
/** The bakery's confirmed rental of `outdoorId`, 01/12/2026 to 14/12/2026: the one in the way. */
const blocking = async (outdoorId: string) => created(await made.api.post('/api/server/tenancies', { ...rental(outdoorId, '2026-12-01', '2026-12-14'), userId: bakery }));

async function everything() {
  const db = made.app.painel.db;
  return {
    tenancies: await db.query('SELECT * FROM tenancies ORDER BY id'),
    trash: await db.query('SELECT resource, record_id, data FROM painel_trash ORDER BY id'),
    history: await db.query('SELECT count(*)::int AS n FROM painel_history'),
  };
}

/** The check before the write sees no rental in the way: only the database's constraint can refuse. */
const blindTheCheck = () => vi.spyOn(Repository.prototype, 'overlapping').mockResolvedValue(undefined);

describe('the rule: same outdoor, dates meeting (both days included), unless cancelada', () => {
  it('a rental ending on the day another starts overlaps it; the day after does not', async () => {
    const outdoor = await newOutdoor();
    await blocking(outdoor);
    const before = await everything();
    const res = await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-14', '2026-12-20'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(BLOCKED_FIELD);
    expect(await everything()).toEqual(before);
    expect((await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-15', '2026-12-20'))).statusCode).toBe(201);
    expect((await made.api.post('/api/server/tenancies', rental(outdoor, '2026-11-20', '2026-11-30'))).statusCode).toBe(201);
  });

  it('a rental of another outdoor, or of none, is not held by it', async () => {
    const outdoor = await newOutdoor();
    await blocking(outdoor);
    expect((await made.api.post('/api/server/tenancies', rental(await newOutdoor(), '2026-12-01', '2026-12-14'))).statusCode).toBe(201);
    const { outdoorId: _, ...none } = rental(outdoor, '2026-12-01', '2026-12-14');
    expect((await made.api.post('/api/server/tenancies', none)).statusCode).toBe(201);
    expect((await made.api.post('/api/server/tenancies', none)).statusCode).toBe(201);
  });

  it('a cancelada rental frees its period; putting it back while another holds the period is refused', async () => {
    const outdoor = await newOutdoor();
    const first = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-05', '2026-12-10')));
    expect((await made.api.put(`/api/server/tenancies/${first}`, rental(outdoor, '2026-12-05', '2026-12-10', { status: 'cancelada' }))).statusCode).toBe(200);
    await blocking(outdoor);
    // A new rental that is cancelada from the start holds nothing either.
    expect((await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-01', '2026-12-14', { status: 'cancelada' }))).statusCode).toBe(201);
    const before = await everything();
    const back = await made.api.put(`/api/server/tenancies/${first}`, rental(outdoor, '2026-12-05', '2026-12-10', { status: 'reservada' }));
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual(BLOCKED_FIELD);
    expect(await everything()).toEqual(before);
  });
});

interface Road {
  name: string;
  checked: boolean;
  arrange: (outdoor: string) => Promise<{ act: () => Promise<LightMyRequestResponse>; status: number; body: (blinded: boolean) => unknown }>;
}

const ROADS: Road[] = [
  {
    name: 'REST create',
    checked: true,
    arrange: async (outdoor) => {
      await blocking(outdoor);
      return { act: () => made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-10', '2026-12-20')), status: 409, body: () => BLOCKED_FIELD };
    },
  },
  {
    name: 'REST update (moved onto its dates)',
    checked: true,
    arrange: async (outdoor) => {
      await blocking(outdoor);
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2027-01-01', '2027-01-14')));
      return { act: () => made.api.put(`/api/server/tenancies/${id}`, rental(outdoor, '2026-11-25', '2026-12-01')), status: 409, body: () => BLOCKED_FIELD };
    },
  },
  {
    name: 'REST update (onto its outdoor)',
    checked: true,
    arrange: async (outdoor) => {
      await blocking(outdoor);
      const id = created(await made.api.post('/api/server/tenancies', rental(await newOutdoor(), '2026-12-01', '2026-12-14')));
      return { act: () => made.api.put(`/api/server/tenancies/${id}`, rental(outdoor, '2026-12-01', '2026-12-14')), status: 409, body: () => BLOCKED_FIELD };
    },
  },
  {
    name: '"Restaurar esta versão"',
    checked: true,
    arrange: async (outdoor) => {
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-10', '2026-12-20')));
      await made.api.put(`/api/server/tenancies/${id}`, rental(outdoor, '2027-02-01', '2027-02-14'));
      await blocking(outdoor);
      return { act: () => made.api.post(`/api/painel/history/tenancies/${id}/1/restore`), status: 409, body: () => BLOCKED_FIELD };
    },
  },
  {
    name: 'restore from the trash',
    checked: false,
    arrange: async (outdoor) => {
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-10', '2026-12-20')));
      await made.api.delete(`/api/server/tenancies/${id}`);
      await blocking(outdoor);
      return { act: () => made.api.post(`/api/painel/trash/tenancies/${id}/restore`), status: 409, body: () => ({ message: RESTORE }) };
    },
  },
  {
    name: 'undo of a delete',
    checked: false,
    arrange: async (outdoor) => {
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-10', '2026-12-20')));
      const token = tokenOf(await made.api.delete(`/api/server/tenancies/${id}`));
      await blocking(outdoor);
      return { act: () => made.api.post(`/api/painel/undo/${token}`), status: 409, body: () => ({ message: UNDO }) };
    },
  },
  {
    name: 'undo of an update (that had moved it away)',
    checked: false,
    arrange: async (outdoor) => {
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-10', '2026-12-20')));
      const token = tokenOf(await made.api.put(`/api/server/tenancies/${id}`, rental(outdoor, '2027-03-01', '2027-03-14')));
      await blocking(outdoor);
      return { act: () => made.api.post(`/api/painel/undo/${token}`), status: 409, body: () => ({ message: UNDO }) };
    },
  },
  {
    name: 'undo of a bulk delete',
    checked: false,
    arrange: async (outdoor) => {
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2026-12-10', '2026-12-20')));
      const token = tokenOf(await made.api.post('/api/server/tenancies/bulk', { action: 'delete', ids: [id] }));
      await blocking(outdoor);
      return { act: () => made.api.post(`/api/painel/undo/${token}`), status: 409, body: () => ({ message: UNDO }) };
    },
  },
  {
    name: 'import commit (a new rental)',
    checked: true,
    arrange: async (outdoor) => {
      await blocking(outdoor);
      const file = csv(`Outdoor;Serviço;Locatário;Início;Fim\r\n${outdoor};${serviceId};${other};10/12/2026;20/12/2026\r\n`);
      return {
        act: () => made.api.form('POST', '/api/painel/import/tenancies', { file }),
        // The check names the row; a write the database refused fails the file's transaction, said where it is rolled back.
        status: 0,
        body: (blinded) => (blinded ? { status: 409, message: BLOCKED } : { status: 422, message: `Nada foi importado. Linha 2, coluna "Início": ${BLOCKED}` }),
      };
    },
  },
  {
    name: 'import commit (an update by ID)',
    checked: true,
    arrange: async (outdoor) => {
      await blocking(outdoor);
      const id = created(await made.api.post('/api/server/tenancies', rental(outdoor, '2027-01-01', '2027-01-14')));
      const file = csv(`ID;Início;Fim\r\n${id};10/12/2026;20/12/2026\r\n`);
      return {
        act: () => made.api.form('POST', '/api/painel/import/tenancies', { file }),
        status: 0,
        body: (blinded) => (blinded ? { status: 409, message: BLOCKED } : { status: 422, message: `Nada foi importado. Linha 2, coluna "Início": ${BLOCKED}` }),
      };
    },
  },
];

const runs = ROADS.flatMap((road) => [
  { label: road.name, road, blinded: false },
  ...(road.checked ? [{ label: `${road.name}, refused by the database itself (the check before it blinded)`, road, blinded: true }] : []),
]);

describe('each road that can book an outdoor: a 409 naming the rental in the way, nothing written', () => {
  it.each(runs)('$label', async ({ road, blinded }) => {
    const { act, status, body } = await road.arrange(await newOutdoor());
    const before = await everything();
    if (blinded) blindTheCheck();
    const res = await act();
    vi.restoreAllMocks();
    if (status === 0) {
      const { status: s, message } = body(blinded) as { status: number; message: string };
      expect(res.statusCode).toBe(s);
      expect(res.json().message).toBe(message);
    } else {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(body(blinded));
    }
    expect(await everything()).toEqual(before);
  });
});

describe('the import dry run names the rental in the way on the row', () => {
  it('the row, the column and the message; nothing written', async () => {
    const outdoor = await newOutdoor();
    await blocking(outdoor);
    const before = await everything();
    const file = csv(`Outdoor;Serviço;Locatário;Início;Fim\r\n${outdoor};${serviceId};${other};14/12/2026;20/12/2026\r\n${outdoor};${serviceId};${other};15/12/2026;20/12/2026\r\n`);
    const res = await made.api.form('POST', '/api/painel/import/tenancies?dryRun=true', { file });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, rows: 2, problemCount: 1, problems: [{ row: 2, column: 'Início', message: BLOCKED }] });
    expect(await everything()).toEqual(before);
  });
});

describe('a database without the constraint yet (rows from before the rule overlap): every write looks first', () => {
  const bare = signedInApp();

  it('a REST create over a confirmed rental is still refused, naming it; nothing written', async () => {
    const db = () => bare.app.painel.db;
    const [{ conname }] = await db().query<{ conname: string }>(`SELECT conname FROM pg_constraint WHERE contype = 'x' AND conrelid = 'tenancies'::regclass`);
    await db().query(`ALTER TABLE tenancies DROP CONSTRAINT "${conname}"`);
    const post = (body: object) => bare.api.post('/api/server/tenancies', body);
    const id = (res: LightMyRequestResponse) => res.json().data.id as string;
    const service = id(await bare.api.post('/api/server/services', { name: 'Lona', price: 10 }));
    const user = id(await bare.api.post('/api/server/users', { name: 'Padaria Bom Pão', email: 'padaria@exemplo.com.br', password: 'senha-forte-123' }));
    const outdoorId = (await bare.api.form('POST', '/api/outdoors', { name: 'Av. Paulista, 1000', location: 'Bela Vista', latitude: '-23.56', longitude: '-46.65' })).json().id as string;
    expect((await post({ serviceId: service, userId: user, outdoorId, startDate: '2026-12-01', endDate: '2026-12-14' })).statusCode).toBe(201);
    const res = await post({ serviceId: service, userId: user, outdoorId, startDate: '2026-12-14', endDate: '2026-12-20' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(BLOCKED_FIELD);
    expect(await db().query(`SELECT count(*)::int AS n FROM tenancies WHERE "outdoorId" = $1`, [outdoorId])).toEqual([{ n: 1 }]);
  });
});
