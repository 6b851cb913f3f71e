import type { FastifyReply, FastifyRequest } from 'fastify';
import { mountPath, type NamedProfile } from '../../engine/contract';
import { SESSION_INVALID, type SessionCheck } from '../auth';
import { describeError, HttpError, NulCharacterError } from '../http';
import type { Resource } from '../model';
import type { ApiRecord } from '../records';
import { bodyRules } from '../validation';
import { PgrstError, singleRowError } from './postgrestError';
import { parseTableQuery } from './postgrestQuery';
import { offerUndo, writeContextOf } from './writeContextOf';
import type { Transport } from './transport';

const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const UNSUPPORTED_TYPE = 'Tipo de conteúdo não suportado: envie o corpo como application/json.';

const wantsObject = (request: FastifyRequest) => String(request.headers.accept ?? '').includes(OBJECT_TYPE);
const range = (n: number) => (n ? `0-${n - 1}/*` : '*/*');

/** A record as PostgREST answers a row: the selected columns only, nulls kept. */
const toRow = (record: ApiRecord, columns: string[]) => Object.fromEntries(columns.map((c) => [c, record[c] ?? null]));

/** Our error answers in PostgREST's `{code, details, hint, message}`; a 400 naming fields is a check violation. */
function pgrstAnswer(err: Error): PgrstError | undefined {
  if (err instanceof PgrstError) return err;
  if (err instanceof HttpError && err.statusCode === 400 && err.errors?.length) {
    return new PgrstError(400, '23514', 'Valor inválido', err.errors.map((e) => `${e.field}: ${e.message}`).join(' '));
  }
  const answer = describeError(err);
  if (!answer) return undefined;
  if (answer.status === 415) return new PgrstError(415, 'PGRST107', UNSUPPORTED_TYPE);
  const code = err instanceof NulCharacterError ? err.sqlState : answer.status === 400 ? 'PGRST102' : String(answer.status);
  return new PgrstError(answer.status, code, answer.message);
}

/** The gateway's key check, before PostgREST sees the request; undefined when the key is right. */
function keyProblem(request: FastifyRequest, profile: NamedProfile, expected: string): { message: string; hint: string } | undefined {
  const key = request.headers.apikey ?? new URLSearchParams(request.url.split('?')[1] ?? '').get('apikey') ?? undefined;
  if (!key) return { message: 'Nenhuma chave de API encontrada na requisição.', hint: 'Envie o cabeçalho `apikey` ou o parâmetro apikey na URL.' };
  if (key !== expected) return { message: 'Chave de API inválida.', hint: `Confira a chave anon (${profile.apiKey?.serverEnv}).` };
  return undefined;
}

/**
 * The part of PostgREST that supabase-js 2 uses, at `<base>/rest/v1/<table>`: read with `select` + `eq`
 * filters (array, or one object under `Accept: application/vnd.pgrst.object+json`), and PATCH (204, or the
 * rows under `Prefer: return=representation`) through the same validated write path as every other API.
 * Needs the profile's `apikey` and, the data being secret, the session token.
 */
export const postgrest: Transport = async (app, profile, { registry, service, ajv, sessions, permissions, routes, apiKey }) => {
  // PostgREST's refusal of a table the role may not use ("permission denied"), in our words.
  const allow = (request: FastifyRequest, res: Resource, operation: 'read' | 'update') => {
    try {
      permissions.require(request, res, operation);
    } catch (e) {
      throw new PgrstError(403, '42501', (e as Error).message);
    }
  };
  const mount = mountPath(profile);
  const expectedKey = profile.apiKey ? apiKey(profile) : undefined;

  await app.register(
    async (scope) => {
      scope.setErrorHandler((err, request, reply) => {
        const answer = pgrstAnswer(err as Error);
        if (answer) return reply.code(answer.statusCode).send(answer.toJSON());
        request.log.error({ err }, 'erro inesperado na API de tabela');
        return reply.code(500).send(new PgrstError(500, 'XX000', 'Erro interno do servidor.').toJSON());
      });

      // JSON only, as PostgREST. The multipart plugin's parser would take a multipart body and leave it unread:
      // the PATCH answered 204 having written nothing.
      scope.removeContentTypeParser('multipart/form-data');

      scope.setNotFoundHandler((request, reply) => {
        const name = request.url.slice(mount.length + 1).split(/[/?]/)[0];
        return reply.code(404).send(new PgrstError(404, 'PGRST205', `A tabela 'public.${name}' não foi encontrada`).toJSON());
      });

      scope.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS') return;
        const problem = expectedKey === undefined ? undefined : keyProblem(request, profile, expectedKey);
        if (problem) return reply.code(401).send(problem);
        const session: SessionCheck = await sessions.check(request);
        if (session.ok) {
          request.user = session.user;
          request.role = session.role;
          return;
        }
        const expired = session.reason === 'expired';
        return reply
          .code(401)
          .header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${expired ? 'JWT expired' : 'invalid token'}"`)
          .send(new PgrstError(401, expired ? 'PGRST303' : 'PGRST301', SESSION_INVALID).toJSON());
      });

      for (const res of registry.servedBy(profile)) tableRoutes(res);

      function tableRoutes(res: Resource) {
        const { read, list, update, create, delete: del } = res.descriptor.operations;
        if (create || del) throw new Error(`${res.name}: a API de tabela só atende leitura e atualização (PATCH)`);
        const url = `/${res.table}`;

        if (read || list) {
          routes.claim(profile, 'GET', mount + url, `${res.name}.read`);
          scope.get(url, async (request, reply) => {
            allow(request, res, 'read');
            const query = parseTableQuery(permissions.view(request, res), request.url);
            return answerRows(reply, await service.where(res, query.filters), query.columns, wantsObject(request));
          });
        }

        if (update) {
          const rules = bodyRules(ajv, res, update, { schema: res.descriptor.schema, partial: true, creating: false });
          // Columns this API may change: the operation's fields, never the id or a secret.
          const writable = rules.values.filter((f) => f !== 'id' && !res.secrets.has(f));
          routes.claim(profile, 'PATCH', mount + url, `${res.name}.update`);
          scope.patch(url, { bodyLimit: rules.limits.jsonBytes, preValidation: async (request) => allow(request, res, 'update') }, async (request, reply) => {
            const query = parseTableQuery(res, request.url);
            const body = request.body ?? {};
            if (typeof body !== 'object' || Array.isArray(body)) throw new PgrstError(400, 'PGRST102', 'O corpo da requisição deve ser um objeto JSON');
            const values = body as Record<string, unknown>;
            for (const key of Object.keys(values)) {
              if (!writable.includes(key)) throw new PgrstError(400, 'PGRST204', `A coluna '${key}' de '${res.table}' não existe ou não pode ser alterada`);
            }
            if (!query.filters.length) throw new PgrstError(400, '21000', 'UPDATE exige uma cláusula WHERE');
            const single = wantsObject(request);
            // In single-object mode a change that would not touch exactly one row is refused, and nothing is written.
            const guard = single ? (n: number) => {
              if (n !== 1) throw singleRowError(n);
            } : undefined;
            const ctx = writeContextOf(request, registry.identity);
            const records = await service.updateWhere(res, rules, query.filters, { values, files: new Map(), multipart: false }, ctx, guard);
            offerUndo(reply, ctx);
            const representation = String(request.headers.prefer ?? '').includes('return=representation');
            if (!representation) return reply.code(204).header('Content-Range', range(records.length)).send();
            reply.header('Preference-Applied', 'return=representation');
            return answerRows(reply, records, query.columns, single);
          });
        }
      }
    },
    { prefix: mount },
  );
};

function answerRows(reply: FastifyReply, records: ApiRecord[], columns: string[], single: boolean) {
  const out = records.map((r) => toRow(r, columns));
  if (single) {
    if (out.length !== 1) throw singleRowError(out.length);
    return reply.code(200).type(`${OBJECT_TYPE}; charset=utf-8`).header('Content-Range', '0-0/*').send(JSON.stringify(out[0]));
  }
  return reply.code(200).type('application/json; charset=utf-8').header('Content-Range', range(out.length)).send(out);
}
