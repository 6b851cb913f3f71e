import type { ApiProfile } from '../../contract';
import { postgrestTransport } from './postgrest';
import { restTransport } from './rest';
import type { TransportFactory } from './transport';

export type { ExportProgress, RecordCall, Transport } from './transport';

/** A transport that serves resources (Painel's own extensions, `painel`, have their client in painelApi.ts). */
type ResourceTransport = Exclude<ApiProfile['transport'], 'painel'>;

/** Every transport kind a resource's profile may name: a new kind is one file and one line here. */
export const transports: Record<ResourceTransport, TransportFactory> = { rest: restTransport, postgrest: postgrestTransport };
