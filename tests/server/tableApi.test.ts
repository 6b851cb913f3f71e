// @vitest-environment node
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { makeApp, sessionIdOf, signIn } from './helpers';

const ANON = 'painel-anon-key';
const OBJECT = 'application/vnd.pgrst.object+json';

let app: FastifyInstance;
let token: string;
let baseUrl: string;

const headers = (extra: Record<string, string> = {}) => ({ apikey: ANON, authorization: `Bearer ${token}`, ...extra });

beforeAll(async () => {
  app = await makeApp();
  token = await signIn(app);
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

describe('GET /rest/v1/config (inject)', () => {
  it("the row '1' exists from the first start", async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v1/config?select=*', headers: headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: '1', instagram_token: null }]);
  });

  it('with the object Accept header: the bare object, PostgREST headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v1/config?select=instagram_token&id=eq.1', headers: headers({ accept: OBJECT }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(res.headers['content-range']).toBe('0-0/*');
    expect(res.json()).toEqual({ instagram_token: null });
  });

  it('without it: an array, whatever the parameter order', async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v1/config?id=eq.1&select=instagram_token', headers: headers() });
    expect(res.json()).toEqual([{ instagram_token: null }]);
    expect((await app.inject({ method: 'GET', url: '/rest/v1/config?id=eq.2', headers: headers() })).json()).toEqual([]);
  });

  it('406 PGRST116 when the object is asked for and no row matches', async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v1/config?select=instagram_token&id=eq.2', headers: headers({ accept: OBJECT }) });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual({ code: 'PGRST116', details: 'O resultado contém 0 linhas', hint: null, message: 'Não é possível converter o resultado em um único objeto JSON' });
  });

  it('400 42703 for an unknown column, 400 PGRST100 for an unsupported filter, 404 PGRST205 for an unknown table', async () => {
    const col = await app.inject({ method: 'GET', url: '/rest/v1/config?select=nope', headers: headers() });
    expect(col.statusCode).toBe(400);
    expect(col.json()).toEqual({ code: '42703', details: null, hint: null, message: 'A coluna config.nope não existe' });
    const op = await app.inject({ method: 'GET', url: '/rest/v1/config?id=gt.0', headers: headers() });
    expect(op.statusCode).toBe(400);
    expect(op.json()).toMatchObject({ code: 'PGRST100' });
    const table = await app.inject({ method: 'GET', url: '/rest/v1/cfg?select=*', headers: headers() });
    expect(table.statusCode).toBe(404);
    expect(table.json()).toEqual({ code: 'PGRST205', details: null, hint: null, message: "A tabela 'public.cfg' não foi encontrada" });
  });
});

describe('PATCH /rest/v1/config (inject)', () => {
  it('204 with no body; 200 with the rows under Prefer: return=representation', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': 'application/json' }), payload: { instagram_token: 'IGQ-primeiro' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['content-range']).toBe('0-0/*');

    const rep = await app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1&select=*',
      headers: headers({ 'content-type': 'application/json', prefer: 'return=representation' }),
      payload: { instagram_token: 'IGQ-segundo' },
    });
    expect(rep.statusCode).toBe(200);
    expect(rep.headers['preference-applied']).toBe('return=representation');
    expect(rep.json()).toEqual([{ id: '1', instagram_token: 'IGQ-segundo' }]);

    const one = await app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1&select=instagram_token',
      headers: headers({ 'content-type': 'application/json', prefer: 'return=representation', accept: OBJECT }),
      payload: { instagram_token: 'IGQ-terceiro' },
    });
    expect(one.json()).toEqual({ instagram_token: 'IGQ-terceiro' });
  });

  it('matching no row is not an error (204), unless one object was asked for (406, nothing written)', async () => {
    const none = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.9', headers: headers({ 'content-type': 'application/json' }), payload: { instagram_token: 'x' } });
    expect(none.statusCode).toBe(204);
    expect(none.headers['content-range']).toBe('*/*');
    const single = await app.inject({ method: 'PATCH', url: '/rest/v1/config', headers: headers({ 'content-type': 'application/json', accept: OBJECT }), payload: { instagram_token: 'sem filtro' } });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: '21000' });
  });

  it('refuses unknown or read-only columns (PGRST204) and values the schema refuses', async () => {
    const unknown = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': 'application/json' }), payload: { nope: 1 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PGRST204' });
    const id = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': 'application/json' }), payload: { id: '2' } });
    expect(id.json()).toMatchObject({ code: 'PGRST204' });
    const long = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': 'application/json' }), payload: { instagram_token: 'x'.repeat(1001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: '23514', details: 'instagram_token: Deve ter no máximo 1000 caracteres.', hint: null, message: 'Valor inválido' });
    const broken = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': 'application/json' }), payload: '{"instagram_token":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'PGRST102', details: null, hint: null });
  });
});

describe('PATCH /rest/v1/config goes through the validated write path', () => {
  const patch = (payload: unknown, extra: Record<string, string> = {}) =>
    app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': 'application/json', ...extra }), payload: payload as string });
  const stored = async () => (await app.inject({ method: 'GET', url: '/rest/v1/config?select=instagram_token&id=eq.1', headers: headers({ accept: OBJECT }) })).json();

  it('null for a required column is refused (23514) and the stored token stays', async () => {
    await patch({ instagram_token: 'IGQ-guardado' });
    const res = await patch({ instagram_token: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '23514', details: 'instagram_token: Campo obrigatório.', hint: null, message: 'Valor inválido' });
    expect(await stored()).toEqual({ instagram_token: 'IGQ-guardado' });
  });

  it('single-object mode on a filter that matches no row writes nothing (406) and a later PATCH still works', async () => {
    const none = await app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.9',
      headers: headers({ 'content-type': 'application/json', accept: OBJECT, prefer: 'return=representation' }),
      payload: { instagram_token: 'IGQ-nenhum' },
    });
    expect(none.statusCode).toBe(406);
    expect(none.json()).toEqual({ code: 'PGRST116', details: 'O resultado contém 0 linhas', hint: null, message: 'Não é possível converter o resultado em um único objeto JSON' });
    expect(await stored()).toEqual({ instagram_token: 'IGQ-guardado' });
    expect((await patch({ instagram_token: 'IGQ-depois' })).statusCode).toBe(204);
    expect(await stored()).toEqual({ instagram_token: 'IGQ-depois' });
  });

  it('a filter matching two rows updates both (204, 0-1/*); asking for one object writes neither (406, 2 linhas)', async () => {
    const { registry, repo } = app.painel;
    const second = (await repo.insert(registry.get('config'), { instagram_token: 'IGQ-depois' })).row;
    try {
      const url = '/rest/v1/config?instagram_token=eq.IGQ-depois';
      const one = await app.inject({ method: 'PATCH', url, headers: headers({ 'content-type': 'application/json', accept: OBJECT }), payload: { instagram_token: 'IGQ-um-so' } });
      expect(one.statusCode).toBe(406);
      expect(one.json()).toEqual({ code: 'PGRST116', details: 'O resultado contém 2 linhas', hint: null, message: 'Não é possível converter o resultado em um único objeto JSON' });
      const ids = async (filter: string) => ((await app.inject({ method: 'GET', url: `/rest/v1/config?${filter}&select=id`, headers: headers() })).json() as { id: string }[]).map((r) => r.id).sort();
      expect(await ids('instagram_token=eq.IGQ-depois')).toEqual(['1', second.id].sort());

      const both = await app.inject({ method: 'PATCH', url, headers: headers({ 'content-type': 'application/json' }), payload: { instagram_token: 'IGQ-ambos' } });
      expect(both.statusCode).toBe(204);
      expect(both.headers['content-range']).toBe('0-1/*');
      expect(await ids('instagram_token=eq.IGQ-ambos')).toEqual(['1', second.id].sort());
    } finally {
      await repo.delete(registry.get('config'), String(second.id));
    }
  });
});

describe('the gateway: apikey, session, CORS', () => {
  it('401 without an apikey, and with a wrong one', async () => {
    const none = await app.inject({ method: 'GET', url: '/rest/v1/config', headers: { authorization: `Bearer ${token}` } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Nenhuma chave de API encontrada na requisição.', hint: 'Envie o cabeçalho `apikey` ou o parâmetro apikey na URL.' });
    const wrong = await app.inject({ method: 'GET', url: '/rest/v1/config', headers: headers({ apikey: 'outra' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Chave de API inválida.', hint: 'Confira a chave anon (SUPABASE_ANON_KEY).' });
    expect((await app.inject({ method: 'GET', url: `/rest/v1/config?apikey=${ANON}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('401 PGRST303 for an expired session token', async () => {
    const me = (await app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${token}` } })).json().data;
    const expired = await app.painel.tokens.sign(me.id, sessionIdOf(token), Math.floor(Date.now() / 1000) - 7200);
    const res = await app.inject({ method: 'GET', url: '/rest/v1/config', headers: { apikey: ANON, authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/invalid_token/);
    expect(res.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('answers the CORS preflight and marks answers readable', async () => {
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/rest/v1/config?select=instagram_token&id=eq.1',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'apikey,authorization,content-profile,content-type,x-client-info' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-methods']).toContain('PATCH');
    expect(pre.headers['access-control-allow-headers']).toBe('apikey,authorization,content-profile,content-type,x-client-info');
    const get = await app.inject({ method: 'GET', url: '/rest/v1/config', headers: headers({ origin: 'http://localhost:5173' }) });
    expect(get.headers['access-control-allow-origin']).toBe('*');
    expect(get.headers['access-control-expose-headers']).toContain('Content-Range');
  });
});

describe('supabase-js 2 against the server on a loopback port', () => {
  const supabase = (accessToken?: string, key = ANON): SupabaseClient =>
    createClient(baseUrl, key, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
      ...(accessToken ? { accessToken: async () => accessToken } : {}),
    });

  it("reads and updates instagram_token where id is '1'", async () => {
    const db = supabase(token);
    const updated = await db.from('config').update({ instagram_token: 'IGQ-do-supabase' }).eq('id', '1');
    expect(updated).toMatchObject({ error: null, data: null, status: 204 });

    const read = await db.from('config').select('instagram_token').eq('id', '1').single();
    expect(read).toMatchObject({ error: null, data: { instagram_token: 'IGQ-do-supabase' }, status: 200 });

    const withRows = await db.from('config').update({ instagram_token: 'IGQ-com-select' }).eq('id', '1').select();
    expect(withRows).toMatchObject({ error: null, data: [{ id: '1', instagram_token: 'IGQ-com-select' }], status: 200 });

    const maybe = await db.from('config').select('instagram_token').eq('id', '1').maybeSingle();
    expect(maybe.data).toEqual({ instagram_token: 'IGQ-com-select' });
  });

  it('a missing id is a 406 PGRST116 error', async () => {
    const res = await supabase(token).from('config').select('instagram_token').eq('id', '2').single();
    expect(res.status).toBe(406);
    expect(res.data).toBeNull();
    expect(res.error).toMatchObject({ code: 'PGRST116' });
  });

  it('without the session token, or with a wrong apikey: 401', async () => {
    const anon = await supabase().from('config').select('instagram_token').eq('id', '1').single();
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: 'PGRST301' });
    const wrongKey = await supabase(token, 'chave-errada').from('config').select('instagram_token').eq('id', '1').single();
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.error).toMatchObject({ message: 'Chave de API inválida.' });
  });
});
