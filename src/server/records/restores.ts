import { phrases, type FieldError } from '../../engine/contract';
import { HttpError, conflict, notFound } from '../http';
import { UNDO_BULK_UNKNOWN, type HistoryEntry, type UndoStep, type WriteContext } from '../history';
import type { Registry, Resource } from '../model';
import type { IncomingBody } from '../uploads';
import type { BodyRules } from '../validation';
import type { ChangeWriter } from './changeWriter';
import type { ApiRecord, RecordService } from './recordService';
import { toRecord, wasWritten, type Repository } from './repository';

const NOT_IN_TRASH = 'Este registro não está na lixeira.';
const ALREADY_PURGED = 'O registro já foi excluído definitivamente: não há o que restaurar.';
const IN_TRASH = 'Este registro está na lixeira: restaure-o de lá primeiro.';
const NO_SUCH_VERSION = 'Esta versão não está no histórico.';

/**
 * Putting records back, each a change like any other (through the write path: validated, versioned, in the
 * history, undoable): a version from the history, a record from the trash; an undo; a purge for good.
 */
export class Restores {
  constructor(
    private readonly service: RecordService,
    private readonly registry: Registry,
  ) {}

  private get keeping() {
    return this.service.keeping;
  }

  /**
   * A record back from the trash: the same id, fields and files, one version more. What the database refuses
   * (a reference gone since, an e-mail taken since) is said as a restore's 409, the record still in the trash.
   */
  async fromTrash(res: Resource, id: string, ctx: WriteContext): Promise<ApiRecord> {
    return this.service.persist(
      ctx,
      async (writer) => {
        const db = writer.repo.database;
        const trashed = await this.keeping.trash.take(db, res.name, id);
        if (!trashed) throw notFound(NOT_IN_TRASH);
        const w = await writer.restore(res, trashed.data);
        await this.keeping.files.keep(db, trashed.files);
        return toRecord(res, w.row);
      },
      { attempt: 'restore' },
    );
  }

  /** "Excluir definitivamente": out of the trash for good; its files are removed (the write hooks collect them once committed). */
  async purge(res: Resource, id: string, ctx: WriteContext): Promise<void> {
    await this.service.persist(ctx, async (writer) => {
      const db = writer.repo.database;
      const trashed = await this.keeping.trash.take(db, res.name, id);
      if (!trashed) throw notFound(NOT_IN_TRASH);
      await this.keeping.files.schedule(db, trashed.files, 0);
      await writer.purge(res, id, trashed.data);
    });
  }

  /**
   * "Restaurar esta versão": the record as that version left it, through the same validation, references and
   * uniqueness as an edit; a new version (the history only grows). Secrets and redacted fields stay as they are
   * now (history never kept them); a file no longer stored stays as it is now.
   */
  async version(res: Resource, id: string, wanted: number, rules: BodyRules, ctx: WriteContext): Promise<ApiRecord> {
    const db = this.service.database;
    if (await this.keeping.trash.has(db, res.name, id)) throw conflict(IN_TRASH);
    const entry: HistoryEntry | undefined = await this.keeping.history.version(db, res.name, id, wanted);
    if (!entry?.snapshot || entry.operation === 'delete' || entry.operation === 'purge') throw notFound(NO_SUCH_VERSION);
    const values: Record<string, unknown> = {};
    const ownFiles = new Set<string>();
    for (const f of rules.values) {
      if (f === 'id') continue;
      const v = entry.snapshot[f];
      const isFile = Object.values(res.uploads).some((u) => u.column === f);
      if (isFile && typeof v === 'string' && !(await this.service.stores(v))) continue;
      if (isFile && typeof v === 'string') ownFiles.add(v);
      // A field the version did not have is emptied (null): the record is put back as it was.
      values[f] = v === undefined ? null : v;
    }
    const body: IncomingBody = { values, files: new Map(), multipart: false };
    return this.service.update(res, rules, id, body, { ...ctx, source: 'history' }, ownFiles);
  }

  /**
   * Undoes a request's changes, last first, in one transaction: each is refused (409, nothing undone) once
   * its record moved on, or when the database refuses it (a record others now point at, an e-mail or a
   * reference that changed hands since); the token works once, and a refused undo leaves it unused. A bulk
   * request or an import is also found by its bulk id ("Atividade"): the same token, claimed under the same rules.
   */
  async undo(which: string | { bulkId: string }, ctx: WriteContext, mayUndo: (res: Resource, step: UndoStep) => void = () => undefined): Promise<{ undone: number }> {
    const undone = await this.service.persist(
      { ...ctx, source: 'undo', undo: undefined },
      async (writer) => {
        const db = writer.repo.database;
        const token = typeof which === 'string' ? which : await this.keeping.undo.tokenOfBulk(db, which.bulkId);
        if (!token) throw notFound(UNDO_BULK_UNKNOWN);
        const claimed = await this.keeping.undo.claim(db, token, ctx.actor.id);
        // Asked before any step runs: a refusal leaves the token unused and nothing changed.
        for (const step of claimed) mayUndo(this.registry.get(step.resource), step);
        const several = new Set(claimed.map((s) => `${s.resource}/${s.recordId}`)).size > 1;
        for (const step of claimed) await this.undoStep(writer, step, ctx, several);
        return claimed.length;
      },
      { attempt: 'undo' },
    );
    return { undone };
  }

  /** The 409 of a record changed since: who changed it; which one, when the undo spans several records. */
  private async movedOn(repo: Repository, res: Resource, step: UndoStep, several: boolean): Promise<HttpError> {
    const last = await this.keeping.history.latest(repo.database, res.name, step.recordId);
    const named = several ? `“${await this.service.recordTitles.one(repo.database, res, { ...last?.snapshot, id: step.recordId })}”` : undefined;
    const who = last ? `${last.actor.name} alterou ${named ?? 'este registro'} depois` : `${named ?? 'o registro'} foi alterado depois`;
    return conflict(`Não é possível desfazer: ${who}. Nada foi desfeito.`);
  }

  /** One change undone, through the writer: its entry is worded as every other change's. */
  private async undoStep(writer: ChangeWriter, step: UndoStep, ctx: WriteContext, several: boolean): Promise<void> {
    const res = this.registry.get(step.resource);
    const { repo } = writer;
    const db = repo.database;
    switch (step.kind) {
      case 'create':
      case 'restore': {
        // Made (or put back) by the request: it goes (a create for good, its files collected; a restore back to the trash).
        const w = await writer.delete(res, step.recordId, { versions: [step.versionAfter] }, step.versionAfter + 1);
        if (!wasWritten(w)) throw 'missing' in w ? notFound(phrases.notFound(res.descriptor)) : await this.movedOn(repo, res, step, several);
        if (step.kind === 'restore') {
          const title = await this.service.recordTitles.one(db, res, w.before!);
          await this.keeping.trash.put(db, res.name, step.recordId, title, w.before!, this.service.filesOf(res, w.before), ctx.actor);
        } else await this.keeping.files.schedule(db, this.service.filesOf(res, w.before), 0);
        return;
      }
      case 'update': {
        const w = await writer.revert(res, step.recordId, step.previous!, step.versionAfter);
        if (!wasWritten(w)) throw 'missing' in w ? notFound(phrases.notFound(res.descriptor)) : await this.movedOn(repo, res, step, several);
        const files = this.service.filesOf(res, w.after);
        await this.keeping.files.keep(db, files);
        await this.keeping.files.schedule(db, this.service.filesOf(res, w.before).filter((f) => !files.includes(f)));
        return;
      }
      case 'delete': {
        const trashed = await this.keeping.trash.take(db, res.name, step.recordId);
        if (!trashed) throw new HttpError(410, ALREADY_PURGED);
        await writer.restore(res, trashed.data);
        await this.keeping.files.keep(db, trashed.files);
        return;
      }
    }
  }
}

export type { FieldError };
