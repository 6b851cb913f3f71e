import { http, HttpResponse } from 'msw';
import type { Engine } from '../../src/engine/core';
import { bearer, contractHarness } from './contract';
import type { SeenRequest } from './recordingApi';

type Values = Record<string, unknown>;

/** A call a screen makes, by the data interface's verb: the input of a row (never its expectation). */
type Call =
  | { list: string; query: { q?: string; page: number; limit: number } }
  | { create: string; values: Values }
  | { read: string; id?: string }
  | { update: string; id?: string; values: Values }
  | { remove: string; id: string }
  | { action: string; name: string; id: string; values?: Values };

/** One row of a spec §7 table, with its §8 message: the request stated literally. */
interface ContractRow {
  /** Distinguishes rows that share method and path in the test name. */
  case?: string;
  call: Call;
  method: string;
  path: string;
  query?: [string, string][];
  /** JSON body; `text: ''` for no body at all. */
  json?: unknown;
  form?: Record<string, unknown>;
  text?: '';
  contentType?: null;
  apikey?: string;
  accept?: string;
  /** §8's success toast. */
  success?: string;
  /** The answer the API gives (default: the reference server's shapes) and what the call then returns. */
  answer?: { status?: number; body: unknown };
  returns?: unknown;
}

/** A failing call: the server's answer, and the toast title (and the reason it carries) the user sees. */
interface FailureRow {
  case: string;
  call: Call;
  /** The route that fails, as an msw pattern (`/api/jobs/:id`; any origin for the table API). */
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  status: number;
  body: unknown;
  toast: string;
  reason?: string;
  /** Spec §8 "only logged": the console still gets it. */
  logged?: boolean;
}

/** Runs `call` through the engine's data interface as a screen does, telling the user (its §8 messages). */
function invoke(e: Engine, call: Call): Promise<unknown> {
  const d = (name: string) => e.descriptors.find((x) => x.name === name)!;
  const told = { notify: true };
  if ('list' in call) return e.data.list(d(call.list), call.query, told);
  if ('create' in call) return e.data.create(d(call.create), call.values, told);
  if ('read' in call) return e.data.read(d(call.read), call.id, told);
  if ('update' in call) return e.data.update(d(call.update), call.id, call.values, told);
  if ('remove' in call) return e.data.remove(d(call.remove), call.id, told);
  const res = d(call.action);
  return e.data.action(res, res.actions!.find((a) => a.name === call.name)!, call.id, call.values, told);
}

/** The fields of a row that describe the request, as the recording server saw it. */
function expected(row: ContractRow): Partial<SeenRequest> {
  const out: Partial<SeenRequest> = { method: row.method, path: row.path, authorization: bearer };
  for (const k of ['json', 'form', 'text', 'contentType', 'apikey', 'accept'] as const) if (k in row) Object.assign(out, { [k]: row[k] });
  return out;
}

/**
 * A spec §7 table as tests: each row is run through the engine, and the one request it makes must be the
 * row's method, path, query and body; its §8 success toast must show. Failure rows check the error toast.
 * Call at the top level of a test file (it registers the msw lifecycle).
 */
export function contractTable(group: string, rows: ContractRow[], failures: FailureRow[] = []) {
  const api = contractHarness();
  describe(group, () => {
    const named = rows.map((row) => [[row.method, row.path, row.case, row.success && `→ "${row.success}"`].filter(Boolean).join(' '), row] as const);
    test.each(named)('%s', async (_, row) => {
      if (row.answer) api.reply(() => HttpResponse.json(row.answer!.body as object, { status: row.answer!.status ?? 200 }));
      const e = await api.engine();
      let result: unknown;
      const req = await api.call(async () => (result = await invoke(e, row.call)));
      expect(req).toMatchObject(expected(row));
      if (row.query) expect(req.query).toEqual(row.query);
      if ('returns' in row) expect(result).toEqual(row.returns);
      if (row.success) await api.toast(row.success);
    });

    if (failures.length) {
      test.each(failures.map((row) => [row.case, row] as const))('%s', async (_, row) => {
        const route = http[row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
        api.server.use(route(row.path, () => HttpResponse.json(row.body as object, { status: row.status })));
        const e = await api.engine();
        await expect(invoke(e, row.call)).rejects.toMatchObject({ status: row.status });
        if (row.logged) expect(console.error).toHaveBeenCalled();
        await api.toast(row.toast, row.reason);
      });
    }
  });
  return api;
}
