import type { SupabaseClient } from '@supabase/supabase-js';
import { httpError } from './OperationError';
import type { RecordValues, SessionHooks } from './types';

export interface TableClient {
  readRow(table: string, id: string, columns: string[]): Promise<RecordValues>;
  updateRow(table: string, id: string, values: RecordValues): Promise<void>;
}

/**
 * The hosted-backend table API through supabase-js. The session token is passed as the credential
 * (`accessToken`), so the table sees the same signed-in user as the REST APIs; the anon key goes as `apikey`.
 * supabase-js is loaded on the first table call: only the config screen needs it, not the sign-in page.
 */
export function createTableClient(url: string, anonKey: string, session: SessionHooks): TableClient {
  let loading: Promise<SupabaseClient> | undefined;
  const client = () =>
    (loading ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(url, anonKey, { accessToken: async () => session.getToken() ?? null }),
    ).catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));

  function check(result: { error: { message: string; code?: string } | null; status: number }) {
    if (!result.error) return;
    if (result.status === 401) session.onUnauthorized();
    throw httpError(result.status, result.error, result.error);
  }

  return {
    async readRow(table, id, columns) {
      const result = await (await client()).from(table).select(columns.join(',')).eq('id', id).single();
      check(result);
      return result.data as unknown as RecordValues;
    },
    async updateRow(table, id, values) {
      check(await (await client()).from(table).update(values).eq('id', id));
    },
  };
}
