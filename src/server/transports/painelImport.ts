import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Ajv from 'ajv';
import { IMPORT_PROGRESS_TYPE, fileSlug, importRefusal, type Action, type ImportLine, type ImportReport, type NamedProfile } from '../../engine/contract';
import type { Permissions } from '../auth';
import { HttpError } from '../http';
import { importFields, runImport, spoolUpload, type ImportFlag, type ImportTarget } from '../import';
import type { Registry, Resource } from '../model';
import { bulkSetters, type RecordService } from '../records';
import { bodyRules, type BodyRules } from '../validation';
import { csvHeader } from './csv';
import type { RouteTable } from './routeTable';
import { offerUndo, writeContextOf } from './writeContextOf';

/** The largest spreadsheet an import takes (IMPORT_MAX_BYTES): ~300,000 rows of a typical resource. */
export const IMPORT_MAX_BYTES = Number(process.env.IMPORT_MAX_BYTES) || 50 * 1024 * 1024;

interface ImportRouteDeps {
  scope: FastifyInstance;
  profile: NamedProfile;
  routes: RouteTable;
  registry: Registry;
  service: RecordService;
  ajv: Ajv;
  permissions: Permissions;
  resourceOf(name: string | undefined): Resource;
  maxBytes?: number;
}

/** What an import writes with, per resource: the create's rules, an update's (only the file's columns), the flags. */
interface ImportRules {
  create: BodyRules;
  update?: BodyRules;
  /** Yes/no fields an action sets for many records at once (the toggle's "Ativar" / "Desativar"), by action. */
  flags: { field: string; action: Action }[];
}

/**
 * "Importar" (POST {base}/import/{resource}, ?dryRun=true to only check) and "Baixar modelo" (GET
 * {base}/import/{resource}/template): spreadsheets in, for every resource whose records a file can hold and
 * whose role may import. Behind the session hook.
 */
export function importRoutes({ scope, profile, routes, registry, service, ajv, permissions, resourceOf, maxBytes = IMPORT_MAX_BYTES }: ImportRouteDeps) {
  const base = profile.base;
  const rulesByResource = new Map<Resource, ImportRules>();
  const rulesOf = (res: Resource): ImportRules => {
    let rules = rulesByResource.get(res);
    if (!rules) {
      const { create, update } = res.descriptor.operations;
      const { schema } = res.descriptor;
      rules = {
        create: bodyRules(ajv, res, create!, { schema, partial: false, creating: true }),
        ...(update ? { update: bodyRules(ajv, res, update, { schema, partial: true, creating: false, keepsFiles: true }) } : {}),
        flags: (res.descriptor.actions ?? [])
          .filter((a) => bulkSetters(res).has(a.name) && typeof (a.effect as { field?: unknown }).field === 'string')
          .map((a) => ({ field: (a.effect as { field: string }).field, action: a })),
      };
      rulesByResource.set(res, rules);
    }
    return rules;
  };
  /** The resource, if the role may import it and its records can come from a file. */
  const importable = (request: FastifyRequest): Resource => {
    const res = resourceOf((request.params as { resource?: string }).resource);
    permissions.require(request, res, 'import');
    const refused = importRefusal(res.descriptor);
    if (refused) throw new HttpError(422, refused);
    return res;
  };
  const targetFor = (request: FastifyRequest, res: Resource): ImportTarget => {
    const rules = rulesOf(res);
    const setters = bulkSetters(res);
    const flags: ImportFlag[] = rules.flags
      .filter((f) => permissions.allows(request, res, f.action.name))
      .map(({ field, action }) => ({ field, action: action.name, set: (svc, id, value, ctx) => setters.get(action.name)!(svc, [id], value, ctx) }));
    return {
      res,
      create: rules.create,
      ...(rules.update && permissions.allows(request, res, 'update') ? { update: rules.update } : {}),
      updates: Boolean(rules.update),
      mayCreate: permissions.allows(request, res, 'create'),
      flags,
      withheld: new Set([...permissions.readOnly(request, res), ...permissions.hidden(request, res)]),
      mayFind: (target) => permissions.allows(request, target, 'list'),
    };
  };

  routes.claim(profile, 'POST', `${base}/import/:resource`, 'painel/import');
  scope.post(`${base}/import/:resource`, async (request: FastifyRequest, reply: FastifyReply) => {
    const res = importable(request);
    const dryRun = (request.query as { dryRun?: unknown }).dryRun;
    if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false') throw new HttpError(400, 'dryRun: use true ou false.');
    // Everything that can refuse before the file is read, so nothing is left on disk by a refusal.
    const target = targetFor(request, res);
    const ctx = writeContextOf(request, registry.identity, { ifMatch: undefined });
    const file = await spoolUpload(request, maxBytes);
    const run = (onProgress?: (rows: number) => void) => runImport(service, registry, target, file, dryRun === 'true', ctx, onProgress);
    if (!request.headers.accept?.includes(IMPORT_PROGRESS_TYPE)) {
      try {
        const report = await run();
        offerUndo(reply, ctx);
        return reply.code(dryRun === 'true' ? 200 : 201).send(report);
      } finally {
        await file.remove();
      }
    }
    // Told as it goes: the status is sent before the outcome is known, so the outcome is the last line.
    const lines = new PassThrough();
    const say = (line: ImportLine) => lines.write(`${JSON.stringify(line)}\n`);
    void run((rows) => say({ progress: { rows } }))
      .then((report) => say({ report, ...(ctx.undo?.kept ? { undo: ctx.undo.token } : {}) }))
      .catch((e: unknown) => {
        if (e instanceof HttpError && e.statusCode < 500) return say({ error: { status: e.statusCode, message: e.message, ...(e.extra?.report ? { report: e.extra.report as ImportReport } : {}) } });
        request.log.error({ err: e }, 'falha inesperada na importação');
        return say({ error: { status: 500, message: 'Erro interno do servidor.' } });
      })
      .finally(() => {
        lines.end();
        void file.remove();
      });
    return reply.type(`${IMPORT_PROGRESS_TYPE}; charset=utf-8`).header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(lines);
  });

  routes.claim(profile, 'GET', `${base}/import/:resource/template`, 'painel/import/template');
  scope.get(`${base}/import/:resource/template`, async (request: FastifyRequest, reply: FastifyReply) => {
    const res = importable(request);
    const target = targetFor(request, res);
    const fields = importFields(res, target.create, target.flags, false).filter((f) => !target.withheld.has(f.name));
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="modelo-${fileSlug(res.descriptor.labels)}.csv"`)
      .send(csvHeader(fields.map((f) => f.title)));
  });
}
