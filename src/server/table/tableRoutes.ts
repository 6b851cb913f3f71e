import type Ajv from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyFields } from '../../engine/descriptor';
import type { SessionCheck, Sessions } from '../auth/sessions';
import { ident, type Db, type Row } from '../db';
import { describeError } from '../http/errorHandler';
import { NulCharacterError } from '../http/nulCharacter';
import type { Registry, Resource } from '../model';
import { toFieldErrors } from '../validation';
import { PgrstError, singleRowError } from './pgrstError';
import { parseTableQuery, type TableQuery } from './tableQuery';

export const TABLE_API_BASE = '/rest/v1';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const UNSUPPORTED_TYPE = 'Tipo de conteúdo não suportado: envie o corpo como application/json.';

interface Deps {
  registry: Registry;
  db: Db;
  ajv: Ajv;
  sessions: Sessions;
  anonKey: string;
  uploadMaxBytes: number;
}

const wantsObject = (request: FastifyRequest) => String(request.headers.accept ?? '').includes(OBJECT_TYPE);
const range = (n: number) => (n ? `0-${n - 1}/*` : '*/*');

function where(filters: TableQuery['filters'], params: unknown[]): string {
  if (!filters.length) return '';
  return `WHERE ${filters.map((f) => `${ident(f.column)} = $${params.push(f.value)}`).join(' AND ')}`;
}

/** Nulls stay (as PostgREST sends them); bigint columns as numbers. */
function toRow(res: Resource, row: Row, columns: string[]): Row {
  return Object.fromEntries(columns.map((c) => [c, res.column(c)?.type === 'integer' && typeof row[c] === 'string' ? Number(row[c]) : (row[c] ?? null)]));
}

/**
 * The part of PostgREST that supabase-js 2 uses for the `table` resources: read with `select` + `eq` filters
 * (array, or one object under `Accept: application/vnd.pgrst.object+json`), and PATCH (204, or the rows
 * under `Prefer: return=representation`). Needs the `apikey` and, the data being secret, the session token.
 */
export async function tableRoutes(app: FastifyInstance, { registry, db, ajv, sessions, anonKey, uploadMaxBytes }: Deps) {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof PgrstError) return reply.code(err.statusCode).send(err.toJSON());
    const answer = describeError(err as Error, uploadMaxBytes);
    if (!answer) {
      request.log.error({ err }, 'erro inesperado na API de tabela');
      return reply.code(500).send({ code: 'XX000', details: null, hint: null, message: 'Erro interno do servidor.' });
    }
    if (answer.status === 415) return reply.code(415).send(new PgrstError(415, 'PGRST107', UNSUPPORTED_TYPE).toJSON());
    const code = err instanceof NulCharacterError ? err.sqlState : answer.status === 400 ? 'PGRST102' : String(answer.status);
    return reply.code(answer.status).send({ code, details: null, hint: null, message: answer.message });
  });

  // JSON only, as PostgREST. The multipart plugin's parser would take a multipart body and leave it unread:
  // the PATCH answered 204 having written nothing.
  app.removeContentTypeParser('multipart/form-data');

  app.setNotFoundHandler((request, reply) => {
    const name = request.url.slice(TABLE_API_BASE.length + 1).split(/[/?]/)[0];
    return reply.code(404).send(new PgrstError(404, 'PGRST205', `A tabela 'public.${name}' não foi encontrada`).toJSON());
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    // The hosted backend's gateway checks the key before PostgREST sees the request.
    const key = request.headers.apikey ?? new URLSearchParams(request.url.split('?')[1] ?? '').get('apikey') ?? undefined;
    if (!key) return reply.code(401).send({ message: 'Nenhuma chave de API encontrada na requisição.', hint: 'Envie o cabeçalho `apikey` ou o parâmetro apikey na URL.' });
    if (key !== anonKey) return reply.code(401).send({ message: 'Chave de API inválida.', hint: 'Confira a chave anon (SUPABASE_ANON_KEY).' });
    const session: SessionCheck = await sessions.check(request);
    if (session.ok) {
      request.user = session.user;
      return;
    }
    const expired = session.reason === 'expired';
    return reply
      .code(401)
      .header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'invalid token'}"`)
      .send(new PgrstError(401, expired ? 'PGRST303' : 'PGRST301', 'Sessão inválida ou expirada. Entre novamente.').toJSON());
  });

  for (const res of registry.all) {
    if (res.descriptor.api !== 'table') continue;
    const { read, list, update, create, delete: del } = res.descriptor.operations;
    if (create || del) throw new Error(`${res.name}: a API de tabela só atende leitura e atualização (PATCH)`);
    const url = `/${res.table}`;

    if (read || list) {
      app.get(url, async (request, reply) => {
        const query = parseTableQuery(res, request.url);
        const params: unknown[] = [];
        const rows = await db.query(`SELECT ${query.columns.map(ident).join(', ')} FROM ${ident(res.table)} ${where(query.filters, params)} ORDER BY id`, params);
        return answerRows(reply, res, rows, query.columns, wantsObject(request));
      });
    }

    if (update) {
      const writable = bodyFields(res.descriptor.schema, update).filter((f) => res.column(f) && !res.secrets.has(f));
      const validate = ajv.compile({
        type: 'object',
        properties: Object.fromEntries(writable.map((f) => [f, res.field(f) ?? {}])),
      });
      app.patch(url, async (request, reply) => {
        const query = parseTableQuery(res, request.url);
        const body = request.body ?? {};
        if (typeof body !== 'object' || Array.isArray(body)) throw new PgrstError(400, 'PGRST102', 'O corpo da requisição deve ser um objeto JSON');
        const values = body as Record<string, unknown>;
        for (const key of Object.keys(values)) {
          if (!writable.includes(key)) {
            throw new PgrstError(400, 'PGRST204', `A coluna '${key}' de '${res.table}' não existe ou não pode ser alterada`);
          }
        }
        if (!validate(values)) {
          const errors = toFieldErrors(validate.errors);
          throw new PgrstError(400, '23514', 'Valor inválido', errors.map((e) => `${e.field}: ${e.message}`).join(' '));
        }
        if (!query.filters.length) throw new PgrstError(400, '21000', 'UPDATE exige uma cláusula WHERE');
        const params: unknown[] = [];
        const cond = where(query.filters, params);
        const single = wantsObject(request);
        // In single-object mode a change that would not touch exactly one row is refused, and nothing is written.
        if (single) {
          const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(res.table)} ${cond}`, params);
          if (n !== 1) throw singleRowError(n);
        }
        const entries = Object.entries(values);
        let rows: Row[];
        if (entries.length) {
          const sets = entries.map(([k, v]) => `${ident(k)} = $${params.push(v)}`).join(', ');
          rows = await db.query(`UPDATE ${ident(res.table)} SET ${sets} ${cond} RETURNING ${query.columns.map(ident).join(', ')}`, params);
        } else {
          rows = await db.query(`SELECT ${query.columns.map(ident).join(', ')} FROM ${ident(res.table)} ${cond}`, params);
        }
        const representation = String(request.headers.prefer ?? '').includes('return=representation');
        if (!representation) return reply.code(204).header('Content-Range', range(rows.length)).send();
        reply.header('Preference-Applied', 'return=representation');
        return answerRows(reply, res, rows, query.columns, single);
      });
    }
  }
}

function answerRows(reply: FastifyReply, res: Resource, rows: Row[], columns: string[], single: boolean) {
  const out = rows.map((r) => toRow(res, r, columns));
  if (single) {
    if (out.length !== 1) throw singleRowError(out.length);
    return reply.code(200).type(`${OBJECT_TYPE}; charset=utf-8`).header('Content-Range', '0-0/*').send(JSON.stringify(out[0]));
  }
  return reply.code(200).type('application/json; charset=utf-8').header('Content-Range', range(out.length)).send(out);
}
