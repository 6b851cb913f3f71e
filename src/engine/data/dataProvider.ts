import { authProfile, profileOf, type Action, type ApiProfiles, type ListQuery, type ListResult, type Operation, type ResourceDescriptor } from '../contract';
import { inflight } from './inflight';
import { OperationError, toOperationError } from './OperationError';
import { transports, type RecordCall, type Transport } from './transports';
import type { ApiConfig, RecordValues, SessionHooks } from './types';

/**
 * The engine's one narrow data interface (react-admin's dataProvider): every call a screen makes,
 * built from the descriptor's operations. Failures are always OperationErrors; no toasts here.
 */
export interface DataProvider {
  signIn(email: string, password: string): Promise<{ token?: string; user?: RecordValues }>;
  session(): Promise<RecordValues | undefined>;
  list(d: ResourceDescriptor, query: ListQuery): Promise<ListResult<RecordValues>>;
  /** A singleton is read without an id. */
  read(d: ResourceDescriptor, id?: string): Promise<RecordValues>;
  create(d: ResourceDescriptor, values: RecordValues): Promise<RecordValues | undefined>;
  update(d: ResourceDescriptor, id: string | undefined, values: RecordValues): Promise<RecordValues | undefined>;
  remove(d: ResourceDescriptor, id: string): Promise<void>;
  action(d: ResourceDescriptor, action: Action, id: string, values?: RecordValues): Promise<RecordValues | undefined>;
}

type Verb = keyof ResourceDescriptor['operations'];

function operationOf(d: ResourceDescriptor, verb: Verb): Operation {
  const op = d.operations[verb];
  if (!op) throw new OperationError(0, `${d.labels.plural}: operação "${verb}" não declarada.`);
  return op;
}

export interface DataProviderOptions {
  /** The API profiles (schemas/apis.json): each descriptor's `api` names one. */
  apis: ApiProfiles;
  /** Where each profile is reached from here. */
  endpoints: ApiConfig;
  session: SessionHooks;
}

export function createDataProvider({ apis, endpoints, session }: DataProviderOptions): DataProvider {
  // One transport per profile, made on first use, of the kind the profile names.
  const made = new Map<string, Transport>();
  function transportOf(name: string): Transport {
    let transport = made.get(name);
    if (!transport) {
      const profile = profileOf(apis, { api: name, name });
      const endpoint = endpoints[name];
      if (!endpoint) throw new OperationError(0, `Endereço da ${profile.title ?? `API "${name}"`} não configurado.`);
      transport = transports[profile.transport](profile, endpoint, session);
      made.set(name, transport);
    }
    return transport;
  }
  const auth = authProfile(apis);

  /** Runs one call, counted by the loading bar, failures turned into OperationErrors. */
  const run = <T>(work: () => Promise<T>) =>
    inflight.track(work).catch((e: unknown) => {
      throw toOperationError(e);
    });

  // The operation is looked up inside the run: a missing one is a rejected call like any other failure.
  const send = (d: ResourceDescriptor, op: () => Operation, call: Partial<RecordCall> = {}) =>
    run(() => transportOf(d.api).send(d, op(), { ...call, schema: call.schema ?? d.schema }));

  return {
    signIn: (email, password) => run(() => transportOf(auth.name).signIn(auth.auth.signIn, email, password)),
    session: () => run(() => transportOf(auth.name).session(auth.auth.session)),
    list: (d, query) => run(() => transportOf(d.api).list(d, operationOf(d, 'list'), query)),
    read: async (d, id) => (await send(d, () => operationOf(d, 'read'), { id })) ?? {},
    create: (d, values) => send(d, () => operationOf(d, 'create'), { values }),
    update: (d, id, values) => send(d, () => operationOf(d, 'update'), { id, values }),
    remove: async (d, id) => void (await send(d, () => operationOf(d, 'delete'), { id })),
    action: (d, action, id, values) => send(d, () => action.operation, { id, values, schema: action.schema }),
  };
}
