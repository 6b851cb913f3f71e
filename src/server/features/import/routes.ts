import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_PROGRESS_TYPE, fileSlug, importRefusal, type Action, type ImportLine, type ImportReport } from '../../../engine/contract';
import { HttpError } from '../../http';
import { importFields, runImport, spoolUpload, type ImportFlag, type ImportTarget } from '../../import';
import type { Resource } from '../../model';
import { bulkSetters } from '../../records';
import { csvHeader, offerUndo, writeContextOf } from '../../transports';
import { bodyRules, type BodyRules } from '../../validation';
import { feature, type FeatureDeps } from '../feature';
import { IMPORT_CALLS } from './calls';

/** The largest spreadsheet an import takes (IMPORT_MAX_BYTES): ~300,000 rows of a typical resource. */
const IMPORT_MAX_BYTES = Number(process.env.IMPORT_MAX_BYTES) || 50 * 1024 * 1024;

/** What an import writes with, per resource: the create's rules, an update's (only the file's columns), the flags. */
interface ImportRules {
  create: BodyRules;
  update?: BodyRules;
  /** Yes/no fields an action sets for many records at once (the toggle's "Ativar" / "Desativar"), by action. */
  flags: { field: string; action: Action }[];
}

/** Where an import of the request's resource writes, as the request's role may: made once per resource, then per request. */
function importTargets({ ajv, permissions, resourceOf }: FeatureDeps) {
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
  /** The path's resource, if its records can come from a file (the role's `import` was checked before). */
  return (request: FastifyRequest<{ Params: { resource: string } }>): ImportTarget => {
    const res = resourceOf(request.params.resource);
    const refused = importRefusal(res.descriptor);
    if (refused) throw new HttpError(422, refused);
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
}

/** The import's outcome told as it goes: the status is sent before the outcome is known, so the outcome is the last line. */
function toldAsItGoes(request: FastifyRequest, reply: FastifyReply, run: (onProgress: (rows: number) => void) => Promise<ImportReport>, undo: () => string | undefined, done: () => void) {
  const lines = new PassThrough();
  const say = (line: ImportLine) => lines.write(`${JSON.stringify(line)}\n`);
  void run((rows) => say({ progress: { rows } }))
    .then((report) => say({ report, ...(undo() ? { undo: undo() } : {}) }))
    .catch((e: unknown) => {
      if (e instanceof HttpError && e.statusCode < 500) return say({ error: { status: e.statusCode, message: e.message, ...(e.extra?.report ? { report: e.extra.report as ImportReport } : {}) } });
      request.log.error({ err: e }, 'falha inesperada na importação');
      return say({ error: { status: 500, message: 'Erro interno do servidor.' } });
    })
    .finally(() => {
      lines.end();
      done();
    });
  return reply.type(`${IMPORT_PROGRESS_TYPE}; charset=utf-8`).header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(lines);
}

/** "Importar" (?dryRun=true only checks) and "Baixar modelo". */
export const importFeature = feature(IMPORT_CALLS, (deps) => {
  const { registry, service } = deps;
  const targetFor = importTargets(deps);
  return {
    'painel.import': async (request, reply) => {
      const dryRun = request.query.dryRun === true;
      // Everything that can refuse before the file is read, so nothing is left on disk by a refusal.
      const target = targetFor(request);
      const ctx = writeContextOf(request, registry.identity, { ifMatch: undefined });
      const file = await spoolUpload(request, IMPORT_MAX_BYTES);
      const run = (onProgress?: (rows: number) => void) => runImport(service, registry, target, file, dryRun, ctx, onProgress);
      if (request.headers.accept?.includes(IMPORT_PROGRESS_TYPE)) {
        return toldAsItGoes(request, reply, run, () => (ctx.undo?.kept ? ctx.undo.token : undefined), () => void file.remove());
      }
      try {
        const report = await run();
        offerUndo(reply, ctx);
        return reply.code(dryRun ? 200 : 201).send(report);
      } finally {
        await file.remove();
      }
    },
    'painel.importTemplate': async (request, reply) => {
      const target = targetFor(request);
      const fields = importFields(target.res, target.create, target.flags, false).filter((f) => !target.withheld.has(f.name));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="modelo-${fileSlug(target.res.descriptor.labels)}.csv"`)
        .send(csvHeader(fields.map((f) => f.title)));
    },
  };
});
