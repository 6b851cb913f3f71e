// The roads a rental race books an outdoor by, each as the bench drives it and as its refusal must read: a REST
// create, a REST un-cancel (PUT back to confirmada), an import commit of a new rental and of an un-cancel (a row
// by ID), the trash's "Restaurar selecionados" (a bulk answer, one result per rental) and the undo of a bulk
// delete. tenancies declares no row action, so no bulk action sets its status (un-cancels): the bulk roads that
// can put a rental back on an outdoor's dates are these two.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type RoadName = 'rest' | 'restUncancel' | 'import' | 'importUncancel' | 'trashBulk' | 'undo';

/** How a round's ATTEMPTS are shared among the roads (REST creates take what the others leave). */
export const ROAD_SHARES: Record<Exclude<RoadName, 'rest'>, number> = {
  restUncancel: 0.1,
  import: 0.1,
  importUncancel: 0.05,
  trashBulk: 0.15,
  undo: 0.05,
};
/** Rentals per "Restaurar selecionados" request. */
export const TRASH_PER_REQUEST = 5;

export const ROAD_LABELS: Record<RoadName, string> = {
  rest: 'REST create',
  restUncancel: 'REST descancelar',
  import: 'importação (nova)',
  importUncancel: 'importação (descancelar por ID)',
  trashBulk: 'lixeira, em lote',
  undo: 'desfazer exclusão em lote',
};

export interface RaceDesk {
  apps: FastifyInstance[];
  headers: Record<string, string>;
  service: string;
  tenants: { id: string; name: string }[];
}

/** The rental that holds the period: who is named in every refusal. */
export interface Holder {
  outdoorName: string;
  startDate: string;
  endDate: string;
  tenant: string;
}

/** One attempt's outcome: it booked, it was refused naming the holder, or something else (with what). */
export type Outcome = 'won' | 'named' | 'five' | string;

/** Attempts that share one request (a bulk restore of several rentals) answer together. */
export interface Request {
  road: RoadName;
  attempts: number;
  send: () => Promise<LightMyRequestResponse>;
  /** Each attempt's outcome, read once the holder is known. */
  read: (res: LightMyRequestResponse, holder: Holder | undefined) => Outcome[];
}

export const dmy = (iso: string) => iso.split('-').reverse().join('/');
/** As the rule's message says it (schemas/tenancies.json). */
export const blocked = (h: Holder) =>
  `O outdoor ${h.outdoorName} já está locado de ${dmy(h.startDate)} a ${dmy(h.endDate)} para ${h.tenant} (Locação confirmada).`;
const lower = (s: string) => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);

/** A multipart body: text fields, and a CSV file in part "file" when given. */
export function multipart(fields: Record<string, string>, csv?: string): { payload: Buffer; contentType: string } {
  const boundary = `----painelbench${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (csv !== undefined)
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="locacao.csv"\r\nContent-Type: text/csv\r\n\r\n\uFEFF${csv}\r\n`);
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const statusOf = (res: LightMyRequestResponse): Outcome | undefined => (res.statusCode >= 500 ? 'five' : undefined);
const other = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 200)}`;

/** A single attempt's answer: 2xx booked; `refusals(holder)` are the (status, message) pairs that name the holder. */
const single =
  (ok: number, refusals: (h: Holder) => [number, string][]) =>
  (res: LightMyRequestResponse, holder: Holder | undefined): Outcome[] => {
    if (res.statusCode === ok) return ['won'];
    const five = statusOf(res);
    if (five) return [five];
    const message = String(res.json().message);
    const named = holder && refusals(holder).some(([status, text]) => res.statusCode === status && message === text);
    return [named ? 'named' : other(res)];
  };

const restRefusal = single(201, (h) => [[409, blocked(h)]]);
const updateRefusal = single(200, (h) => [[409, blocked(h)]]);
/**
 * The import's own check names the row (422), at the rule's start column even when the row changes only the
 * status; a write the database refused between check and write, a 409.
 */
const importRefusal = single(201, (h) => [
  [422, `Nada foi importado. Linha 2, coluna "Início": ${blocked(h)}`],
  [409, blocked(h)],
]);
const undoRefusal = single(200, (h) => [[409, `Não é possível desfazer: ${lower(blocked(h))} Nada foi desfeito.`]]);

/** "Restaurar selecionados": a 200 whose results say, rental by rental, restored or the 409 naming the holder. */
function trashRefusals(res: LightMyRequestResponse, holder: Holder | undefined, count: number): Outcome[] {
  const five = statusOf(res);
  if (five || res.statusCode !== 200) return Array(count).fill(five ?? other(res));
  const restore = holder && `Não é possível restaurar: ${lower(blocked(holder))}`;
  return (res.json().results as { ok: boolean; status?: number; message?: string }[]).map((r) => {
    if (r.ok) return 'won';
    if (r.status !== undefined && r.status >= 500) return 'five';
    return r.status === 409 && r.message === restore ? 'named' : `resultado ${r.status} ${r.message}`;
  });
}

/** Sequential set-up before the race: rentals cancelled, in the trash, or deleted in bulk with their undo token. */
export class RoundSetup {
  constructor(
    private readonly desk: RaceDesk,
    private readonly outdoor: string,
  ) {}

  private async call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
    const res = await this.desk.apps[0].inject({
      method,
      url,
      headers: this.desk.headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  }

  body(i: number, status: string) {
    const { start, end } = period(i);
    return {
      serviceId: this.desk.service,
      userId: this.desk.tenants[i % this.desk.tenants.length].id,
      outdoorId: this.outdoor,
      startDate: start,
      endDate: end,
      status,
    };
  }

  async cancelled(i: number): Promise<string> {
    return (await this.call('POST', '/api/server/tenancies', this.body(i, 'cancelada'))).json().data.id;
  }

  /** Booked, then deleted: it waits in the trash holding nothing. */
  async trashed(i: number): Promise<string> {
    const id = (await this.call('POST', '/api/server/tenancies', this.body(i, 'confirmada'))).json().data.id;
    await this.call('DELETE', `/api/server/tenancies/${id}`);
    return id;
  }

  /** Booked, then deleted by the bulk action: the token of its undo. */
  async bulkDeleted(i: number): Promise<string> {
    const id = (await this.call('POST', '/api/server/tenancies', this.body(i, 'confirmada'))).json().data.id;
    return String(
      (
        await this.call('POST', '/api/server/tenancies/bulk', {
          action: 'delete',
          ids: [id],
        })
      ).headers['painel-undo'],
    );
  }
}

/** Attempt i's period: each contains 10/12/2026, so any two overlap. */
export function period(i: number) {
  const day = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
  return { start: day(1 + (i % 10)), end: day(10 + (i % 7)) };
}

/** How many attempts each road gets out of `attempts`. */
export function roadCounts(attempts: number): Record<RoadName, number> {
  const counts = Object.fromEntries(Object.entries(ROAD_SHARES).map(([road, share]) => [road, Math.floor(attempts * share)])) as Record<RoadName, number>;
  counts.rest = attempts - Object.values(counts).reduce((a, b) => a + b, 0);
  return counts;
}

/** The round's requests, set up one after another (their records made first), not yet sent. */
export async function roundRequests(desk: RaceDesk, outdoor: string, attempts: number): Promise<Request[]> {
  const setup = new RoundSetup(desk, outdoor);
  const counts = roadCounts(attempts);
  const requests: Request[] = [];
  let i = 0;
  const app = () => desk.apps[requests.length % desk.apps.length];
  const importing = (csv: string) => {
    const { payload, contentType } = multipart({}, csv);
    const on = app();
    return () =>
      on.inject({
        method: 'POST',
        url: '/api/painel/import/tenancies',
        headers: { ...desk.headers, 'content-type': contentType },
        payload,
      });
  };
  for (let k = 0; k < counts.rest; k++, i++) {
    const on = app();
    const { status: _, ...payload } = setup.body(i, '');
    requests.push({
      road: 'rest',
      attempts: 1,
      send: () =>
        on.inject({
          method: 'POST',
          url: '/api/server/tenancies',
          headers: desk.headers,
          payload,
        }),
      read: restRefusal,
    });
  }
  for (let k = 0; k < counts.restUncancel; k++, i++) {
    const id = await setup.cancelled(i);
    const on = app();
    const payload = setup.body(i, 'confirmada');
    requests.push({
      road: 'restUncancel',
      attempts: 1,
      send: () =>
        on.inject({
          method: 'PUT',
          url: `/api/server/tenancies/${id}`,
          headers: desk.headers,
          payload,
        }),
      read: updateRefusal,
    });
  }
  for (let k = 0; k < counts.import; k++, i++) {
    const b = setup.body(i, '');
    const send = importing(`Outdoor;Serviço;Locatário;Início;Fim\r\n${outdoor};${desk.service};${b.userId};${dmy(b.startDate)};${dmy(b.endDate)}\r\n`);
    requests.push({ road: 'import', attempts: 1, send, read: importRefusal });
  }
  for (let k = 0; k < counts.importUncancel; k++, i++) {
    const id = await setup.cancelled(i);
    requests.push({
      road: 'importUncancel',
      attempts: 1,
      send: importing(`ID;Situação\r\n${id};Confirmada\r\n`),
      read: importRefusal,
    });
  }
  for (let k = 0; k < counts.trashBulk; k += TRASH_PER_REQUEST) {
    const ids: string[] = [];
    for (let j = 0; j < Math.min(TRASH_PER_REQUEST, counts.trashBulk - k); j++, i++) ids.push(await setup.trashed(i));
    const on = app();
    const payload = { items: ids.map((id) => ({ resource: 'tenancies', id })) };
    requests.push({
      road: 'trashBulk',
      attempts: ids.length,
      send: () =>
        on.inject({
          method: 'POST',
          url: '/api/painel/trash/restore',
          headers: desk.headers,
          payload,
        }),
      read: (res, holder) => trashRefusals(res, holder, ids.length),
    });
  }
  for (let k = 0; k < counts.undo; k++, i++) {
    const token = await setup.bulkDeleted(i);
    const on = app();
    requests.push({
      road: 'undo',
      attempts: 1,
      send: () =>
        on.inject({
          method: 'POST',
          url: `/api/painel/undo/${token}`,
          headers: desk.headers,
        }),
      read: undoRefusal,
    });
  }
  // Roads interleaved, so none goes first as a block.
  return requests
    .map((r, k) => ({ r, key: (k * 7919) % requests.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ r }) => r);
}
