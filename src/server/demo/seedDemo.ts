import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Operation } from '../../engine/contract';
import { systemWrite } from '../history';
import type { Resource } from '../model';
import { effectOf } from '../records';
import type { IncomingBody, IncomingFile } from '../uploads';
import { bodyRules, type BodyRules } from '../validation';
import { DemoDataError, demoDir, readDemoData, type DemoData, type DemoFile, type DemoRecord, type DemoValue } from './demoData';
import { makePdf } from './pdf';
import { hexColor, makePng } from './png';

/** Demo rows are the server's own writes, said so in the history. */
const SEEDING = systemWrite('seed');

export interface SeedSummary {
  /** Records created per resource (resources left as they were are absent). */
  created: Record<string, number>;
  /** The passwords the demo accounts created by this run sign in with (absent when none was created, or when they cannot sign in). */
  passwords?: string[];
  /** Demo accounts created with an unguessable password: they exist, but nobody signs in as them. */
  lockedAccounts?: number;
}

interface SeedOptions {
  /**
   * Demo accounts get the password of the demo data (published in docs/operating.md) only when asked
   * (SEED_DEMO_SIGN_IN): on a real instance they would be administrators anyone can sign in as.
   */
  signIn?: boolean;
}

/** A password nobody knows (192 random bits): the account exists, hashed as any other, and no one can use it. */
const unguessable = () => randomBytes(24).toString('base64url');

const isFile = (v: DemoValue): v is DemoFile => typeof v === 'object' && v !== null;
const fileBytes = (f: DemoFile) => ('png' in f ? makePng(480, 270, hexColor(f.png[0]), hexColor(f.png[1])) : makePdf(f.pdf, f.lines));

/** Referenced resources first, so a reference can be resolved by the referenced record's title. */
function inDependencyOrder(resources: Resource[]): Resource[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const out: Resource[] = [];
  const visit = (r: Resource, path: string[]) => {
    if (out.includes(r) || path.includes(r.name)) return;
    for (const ref of Object.values(r.descriptor.references ?? {})) {
      const target = byName.get(ref.resource);
      if (target) visit(target, [...path, r.name]);
    }
    out.push(r);
  };
  resources.forEach((r) => visit(r, []));
  return out;
}

/**
 * Adds the demo records through the same validated write path as the API (files checked and stored,
 * passwords hashed, references checked). Running it twice adds nothing: a record whose title (or e-mail)
 * exists is skipped, and a resource without a title is seeded only while its table is empty.
 */
export async function seedDemo(app: FastifyInstance, data?: DemoData, options: SeedOptions = {}): Promise<SeedSummary> {
  const rows = data ?? readDemoData(demoDir(app.painel.schemasDir));
  // Instances started together with SEED_DEMO=1 take turns: the later ones find the rows and skip them.
  return app.painel.records.transaction(async (records, repo) => {
    await repo.holdStartupLock();
    return seedRows({ ...app.painel, records, repo }, rows, options.signIn === true);
  });
}

async function seedRows(
  { registry, repo, records, ajv }: Pick<FastifyInstance['painel'], 'registry' | 'repo' | 'records' | 'ajv'>,
  rows: DemoData,
  signIn: boolean,
): Promise<SeedSummary> {
  for (const name of Object.keys(rows)) {
    if (!registry.all.some((r) => r.name === name)) throw new DemoDataError(`dados de demonstração: não há recurso ${name}`);
  }
  const created: Record<string, number> = {};
  const passwords = new Set<string>();
  let locked = 0;

  const resolve = async (res: Resource, field: string, value: DemoValue): Promise<DemoValue> => {
    const ref = res.descriptor.references?.[field];
    if (!ref || typeof value !== 'string') return value;
    const target = registry.get(ref.resource);
    const key = target.descriptor.titleField;
    const [row] = key ? await repo.findBy(target, key, value) : [];
    if (!row) throw new Error(`dados de demonstração: ${res.name}.${field} cita "${value}", que não existe em ${target.name}`);
    return String(row.id);
  };

  const bodyOf = async (res: Resource, rec: DemoRecord, fields: string[], id?: string): Promise<IncomingBody> => {
    const values: Record<string, unknown> = id ? { id } : {};
    const files = new Map<string, IncomingFile>();
    for (const f of fields) {
      const v = await resolve(res, f, rec[f]);
      if (isFile(v)) files.set(f, { field: f, data: fileBytes(v) });
      else values[f] = v;
    }
    return { values, files, multipart: false };
  };

  for (const res of inDependencyOrder(registry.all)) {
    const list = rows[res.name];
    if (!list?.length) continue;
    const d = res.descriptor;

    if (d.singleton) {
      const update = d.operations.update;
      const row = await repo.find(res, d.singleton.id);
      if (!update || !row) continue;
      const rules = bodyRules(ajv, res, update, { schema: d.schema, partial: true, creating: false });
      const empty = Object.keys(list[0]).filter((f) => row[f] === null || row[f] === undefined || row[f] === '');
      if (!empty.length) continue;
      await records.update(res, rules, d.singleton.id, await bodyOf(res, list[0], empty), SEEDING);
      created[res.name] = 1;
      continue;
    }

    const create: Operation = d.operations.create ?? { method: 'POST', path: `/${res.name}`, body: 'json' };
    const createRules = bodyRules(ajv, res, create, { schema: d.schema, partial: false, creating: true });
    // Actions whose effect takes a body (an avatar, a password) may carry demo fields.
    const actionRules: BodyRules[] = (d.actions ?? []).flatMap((a) => effectOf(a).rules?.(ajv, res, a, { partial: true }) ?? []);
    const identity = registry.identity.resource === res;
    const key = identity ? registry.identity.emailField : d.titleField;
    if (!key && (await repo.count(res)) > 0) continue;

    for (const given of list) {
      if (key && (await repo.findBy(res, key, given[key], { caseless: identity })).length) continue;
      const { secretField } = registry.identity;
      const rec = identity && !signIn && secretField in given ? { ...given, [secretField]: unguessable() } : given;
      const fields = Object.keys(rec);
      const inCreate = fields.filter((f) => createRules.values.includes(f) || createRules.uploads.includes(f));
      const record = await records.create(res, createRules, await bodyOf(res, rec, inCreate), SEEDING);
      let rest = fields.filter((f) => !inCreate.includes(f));
      // Fields only an action accepts (an avatar): applied through that action, as the back-office would.
      for (const rules of actionRules) {
        const mine = rest.filter((f) => rules.values.includes(f) || rules.uploads.includes(f));
        if (!mine.length) continue;
        await records.update(res, rules, String(record.id), await bodyOf(res, rec, mine, rules.carriesId ? String(record.id) : undefined), SEEDING);
        rest = rest.filter((f) => !mine.includes(f));
      }
      if (rest.length) throw new Error(`dados de demonstração: ${res.name} não aceita ${rest.join(', ')}`);
      created[res.name] = (created[res.name] ?? 0) + 1;
      const secret = identity ? rec[secretField] : undefined;
      if (identity && !signIn && secret !== undefined) locked += 1;
      else if (typeof secret === 'string') passwords.add(secret);
    }
  }
  return { created, ...(passwords.size ? { passwords: [...passwords] } : {}), ...(locked ? { lockedAccounts: locked } : {}) };
}
