// The light modules, not the folder index: that also brings the descriptor validator (ajv), which the
// sign-in page must not download.
import { apiProfiles } from '../descriptor/apiProfiles';
import { fillPath, listQueryEntries, pick, type ListQuery, type ListResult } from '../contract';
import type { Action, Operation, RecordSchema, ResourceDescriptor } from '../descriptor';
import { inflight } from './inflight';
import { OperationError, toOperationError } from './OperationError';
import { requestBody } from './requestBody';
import { createRestClient } from './restClient';
import { createTableClient, type TableClient } from './tableClient';
import type { ApiConfig, RecordValues, SessionHooks } from './types';

/**
 * The engine's one narrow data interface (react-admin's dataProvider): every call a screen makes,
 * built from the descriptor's operations. Failures are always OperationErrors; no toasts here.
 */
export interface DataProvider {
  signIn(email: string, password: string): Promise<{ token?: string; user?: RecordValues }>;
  session(): Promise<RecordValues | undefined>;
  list(d: ResourceDescriptor, query: ListQuery): Promise<ListResult>;
  /** A singleton is read without an id. */
  read(d: ResourceDescriptor, id?: string): Promise<RecordValues>;
  create(d: ResourceDescriptor, values: RecordValues): Promise<RecordValues | undefined>;
  update(d: ResourceDescriptor, id: string | undefined, values: RecordValues): Promise<RecordValues | undefined>;
  remove(d: ResourceDescriptor, id: string): Promise<void>;
  action(d: ResourceDescriptor, action: Action, id: string, values?: RecordValues): Promise<RecordValues | undefined>;
}

type Verb = keyof ResourceDescriptor['operations'];

export function operationOf(d: ResourceDescriptor, verb: Verb): Operation {
  const op = d.operations[verb];
  if (!op) throw new OperationError(0, `${d.labels.plural}: operação "${verb}" não declarada.`);
  return op;
}

const asNumber = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export function createDataProvider(config: ApiConfig & SessionHooks): DataProvider {
  const session: SessionHooks = { getToken: config.getToken, onUnauthorized: config.onUnauthorized };
  const rest = {
    main: createRestClient(config.apiUrl, session),
    services: createRestClient(config.serverApiUrl, session),
  };
  // Created on first use: only the table resources need supabase-js.
  let table: TableClient | undefined;
  const tableClient = () => (table ??= createTableClient(config.supabaseUrl, config.supabaseAnonKey, session));

  /** Runs one call, counted by the loading bar, failures turned into OperationErrors. */
  const run = <T>(work: () => Promise<T>) =>
    inflight.track(work).catch((e: unknown) => {
      throw toOperationError(e);
    });

  interface Call {
    id?: string;
    values?: RecordValues;
    query?: Record<string, string | number>;
    schema?: RecordSchema;
  }

  /** Sends `op` to the resource's API and returns the answer as received. */
  function send(d: ResourceDescriptor, op: Operation, call: Call = {}): Promise<unknown> {
    return run(async () => {
      const schema = call.schema ?? d.schema;
      if (apiProfiles[d.api].kind === 'table') {
        const name = op.path.replace(/^\//, '');
        const id = call.id ?? d.singleton?.id ?? '';
        if (op.method === 'GET') return tableClient().readRow(name, id, op.fields ?? Object.keys(schema.properties));
        if (op.method === 'PATCH') return tableClient().updateRow(name, id, requestBody(schema, op, call.values ?? {}) as RecordValues);
        throw new OperationError(0, `A API de tabela não aceita ${op.method}.`);
      }
      const client = rest[d.api as 'main' | 'services'];
      return client(fillPath(op.path, { id: call.id }), {
        method: op.method,
        body: requestBody(schema, op, call.values ?? {}, call.id),
        query: call.query,
      });
    });
  }

  const record = (d: ResourceDescriptor, answer: unknown) => pick(answer, apiProfiles[d.api].record) as RecordValues | undefined;

  return {
    signIn: (email, password) =>
      run(() => rest.main<{ token?: string; user?: RecordValues }>('/authentication', { method: 'POST', body: { email, password } })),

    session: () => run(() => rest.main<{ data?: RecordValues }>('/session')).then((answer) => answer?.data),

    async list(d, listQuery) {
      const { page, limit } = listQuery;
      const op = operationOf(d, 'list');
      // In the order the descriptor lists them (the spec's tables differ between APIs).
      const query = Object.fromEntries(listQueryEntries(op.query, listQuery));
      const answer = await send(d, op, { query });
      const profile = apiProfiles[d.api];
      const items = pick(answer, profile.listItems);
      const rows = Array.isArray(items) ? (items as RecordValues[]) : [];
      return { items: rows, total: asNumber(pick(answer, profile.listTotal), rows.length), page, limit };
    },

    read: async (d, id) => record(d, await send(d, operationOf(d, 'read'), { id })) ?? {},
    create: async (d, values) => record(d, await send(d, operationOf(d, 'create'), { values })),
    update: async (d, id, values) => record(d, await send(d, operationOf(d, 'update'), { id, values })),
    remove: async (d, id) => void (await send(d, operationOf(d, 'delete'), { id })),
    action: async (d, action, id, values) => record(d, await send(d, action.operation, { id, values, schema: action.schema })),
  };
}
