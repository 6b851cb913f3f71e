import type { SupabaseClient } from '@supabase/supabase-js';
import { httpError, OperationError } from '../OperationError';
import { requestBody } from '../requestBody';
import type { RecordValues } from '../types';
import type { TransportFactory } from './transport';

/**
 * A hosted-backend table (PostgREST) through supabase-js; an operation's path is the table name. The session
 * token is passed as the credential (`accessToken`), so the table sees the same signed-in user as the REST APIs;
 * the profile's key goes as `apikey`. supabase-js is loaded on the first call: only the screens of table
 * resources need it, never the sign-in page.
 */
export const postgrestTransport: TransportFactory = (profile, endpoint, session) => {
  let loading: Promise<SupabaseClient> | undefined;
  const client = () =>
    (loading ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(endpoint.url, endpoint.apiKey ?? '', { accessToken: async () => session.getToken() ?? null }),
    ).catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));

  function check(result: { error: { message: string; code?: string } | null; status: number }) {
    if (!result.error) return;
    if (result.status === 401) session.onUnauthorized();
    throw httpError(result.status, result.error, result.error);
  }

  const refuse = (what: string): never => {
    throw new OperationError(0, `A ${profile.title ?? `API "${profile.name}"`} não aceita ${what}.`);
  };

  return {
    list: () => refuse('listas'),
    bulk: () => refuse('ações em lote'),
    exportCsv: () => refuse('exportação'),
    async send(d, op, { id, values = {}, schema }) {
      const table = op.path.replace(/^\//, '');
      const row = id ?? d.singleton?.id ?? '';
      if (op.method === 'GET') {
        const result = await (await client()).from(table).select((op.fields ?? Object.keys(schema.properties)).join(',')).eq('id', row).single();
        check(result);
        return { record: result.data as unknown as RecordValues };
      }
      if (op.method === 'PATCH') {
        // supabase-js shows no answer headers: no undo token here, and no If-Match sent (PostgREST has none).
        check(await (await client()).from(table).update(requestBody(schema, op, values) as RecordValues).eq('id', row));
        return {};
      }
      return refuse(op.method);
    },
    signIn: () => refuse('entrada'),
    session: () => refuse('sessões'),
  };
};
