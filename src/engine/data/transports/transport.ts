import type { BulkAnswer, BulkRequest, ListQuery, ListResult, NamedProfile, Operation, RecordSchema, ResourceDescriptor, SessionEndpoint, SignInEndpoint } from '../../contract';
import type { ApiEndpoint, RecordValues, SessionHooks } from '../types';

/** One call of a record operation (read, create, update, delete, action): the record's id and the form's values. */
export interface RecordCall {
  id?: string;
  values?: RecordValues;
  /** The schema the body is built from: the record's, or a record action's own form. */
  schema: RecordSchema;
  /** The version of the record the screen shows: sent as If-Match, so a change made since is refused (412), not overwritten. */
  version?: number;
}

/** What a record operation answered: the record, if it carries one, and how to undo the change (Painel-Undo). */
interface Sent {
  record?: RecordValues;
  undo?: string;
}

/**
 * How one kind of API (`transport` in schemas/apis.json) is spoken: it sends a descriptor's operations and reads
 * the answers where its profile says. Failures may be anything; the data provider turns them into OperationErrors.
 */
export interface Transport {
  list(d: ResourceDescriptor, op: Operation, query: ListQuery): Promise<ListResult<RecordValues>>;
  /** Sends a record operation; the record its answer carries, if any, and its undo token. */
  send(d: ResourceDescriptor, op: Operation, call: RecordCall): Promise<Sent>;
  /** Runs a bulk action; the answer as the profile carries it, and its undo token. */
  bulk(d: ResourceDescriptor, op: Operation, request: BulkRequest): Promise<{ answer: BulkAnswer; undo?: string }>;
  /** Streams a CSV export, telling progress as the bytes arrive. */
  exportCsv(d: ResourceDescriptor, op: Operation, query: ListQuery, onProgress: (progress: ExportProgress) => void): Promise<Blob>;
  signIn(endpoint: SignInEndpoint, email: string, password: string): Promise<{ token?: string; user?: RecordValues }>;
  session(endpoint: SessionEndpoint): Promise<RecordValues | undefined>;
}

export type TransportFactory = (profile: NamedProfile, endpoint: ApiEndpoint, session: SessionHooks) => Transport;

/** How far a streamed export has come: bytes and rows received, and the total rows when the server said. */
export interface ExportProgress {
  bytes: number;
  rows: number;
  total?: number;
}
