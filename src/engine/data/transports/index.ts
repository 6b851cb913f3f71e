import type { ApiProfile } from '../../contract';
import { postgrestTransport } from './postgrest';
import { restTransport } from './rest';
import type { TransportFactory } from './transport';

export type { ExportProgress, RecordCall, Transport } from './transport';

/** Every transport kind a profile of schemas/apis.json may name: a new kind is one file and one line here. */
export const transports: Record<ApiProfile['transport'], TransportFactory> = { rest: restTransport, postgrest: postgrestTransport };
