import { randomUUID } from 'node:crypto';
import { MAX_VIEWS_PER_LIST, type HistoryActor, type SavedView, type ViewState } from '../../engine/contract';
import { pgErrorCode, UNIQUE_VIOLATION, VIEW_DEFAULTS_TABLE, VIEWS_TABLE, type Db } from '../db';
import { badRequest, conflict, forbidden, HttpError } from '../http';

type ViewRow = Record<string, unknown> & {
  id: string;
  resource: string;
  owner_id: string;
  owner_name: string;
  name: string;
  shared: boolean;
  state: ViewState | string;
  updated_at: string | Date;
  is_default: boolean;
};

const NOT_FOUND = 'Visualização não encontrada.';
const TAKEN = 'Você já tem uma visualização com este nome nesta lista.';

const viewOf = (row: ViewRow, me: string): SavedView => ({
  id: row.id,
  resource: row.resource,
  name: row.name,
  shared: row.shared,
  mine: row.owner_id === me,
  isDefault: Boolean(row.is_default),
  owner: { id: row.owner_id, name: row.owner_name },
  state: typeof row.state === 'string' ? (JSON.parse(row.state) as ViewState) : row.state,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** Who asks: a view is theirs to change, or one shared with them to open (and make their default). */
export interface Viewer {
  actor: HistoryActor & { id: string };
}

/** Saved views on the server: a person's own and the shared ones, and each person's default per list. */
export class ViewStore {
  constructor(private readonly db: Db) {}

  private select(where: string) {
    return `SELECT v.id, v.resource, v.owner_id, v.owner_name, v.name, v.shared, v.state, v.updated_at, (d.view_id IS NOT NULL) AS is_default
            FROM ${VIEWS_TABLE} v LEFT JOIN ${VIEW_DEFAULTS_TABLE} d ON d.view_id = v.id AND d.owner_id = $1 AND d.resource = v.resource
            WHERE ${where}`;
  }

  /** One's own and the shared ones of a list, by name. */
  async list(resource: string, { actor }: Viewer): Promise<SavedView[]> {
    const rows = await this.db.query<ViewRow>(`${this.select('v.resource = $2 AND (v.owner_id = $1 OR v.shared)')} ORDER BY lower(v.name), v.id`, [actor.id, resource]);
    return rows.map((r) => viewOf(r, actor.id));
  }

  /** This person's default of every list that has one (a view they may still see), by resource. */
  async defaults({ actor }: Viewer): Promise<SavedView[]> {
    const rows = await this.db.query<ViewRow>(`${this.select('d.view_id IS NOT NULL AND (v.owner_id = $1 OR v.shared)')} ORDER BY v.resource`, [actor.id]);
    return rows.map((r) => viewOf(r, actor.id));
  }

  /** A view this person may see; 404 otherwise (another's unshared view is not told to exist). */
  async find(resource: string, id: string, { actor }: Viewer): Promise<SavedView> {
    const [row] = await this.db.query<ViewRow>(this.select('v.resource = $2 AND v.id = $3 AND (v.owner_id = $1 OR v.shared)'), [actor.id, resource, id]);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return viewOf(row, actor.id);
  }

  private async owned(resource: string, id: string, viewer: Viewer): Promise<SavedView> {
    const view = await this.find(resource, id, viewer);
    if (!view.mine) throw forbidden(`Só ${view.owner.name} pode alterar ou excluir esta visualização.`);
    return view;
  }

  async create(resource: string, input: { name: string; shared: boolean; state: ViewState }, viewer: Viewer): Promise<SavedView> {
    const { actor } = viewer;
    const id = randomUUID();
    try {
      return await this.db.transaction(async (tx) => {
        const [{ n }] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${VIEWS_TABLE} WHERE resource = $1 AND owner_id = $2`, [resource, actor.id]);
        if (n >= MAX_VIEWS_PER_LIST) throw badRequest(`Você já tem ${MAX_VIEWS_PER_LIST} visualizações nesta lista: exclua uma antes de salvar outra.`);
        await tx.query(`INSERT INTO ${VIEWS_TABLE} (id, resource, owner_id, owner_name, name, shared, state) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          id,
          resource,
          actor.id,
          actor.name,
          input.name,
          input.shared,
          JSON.stringify(input.state),
        ]);
        return viewOf({ id, resource, owner_id: actor.id, owner_name: actor.name, name: input.name, shared: input.shared, state: input.state, updated_at: new Date(), is_default: false }, actor.id);
      });
    } catch (e) {
      if (pgErrorCode(e) === UNIQUE_VIOLATION) throw conflict(TAKEN, [{ field: 'name', message: TAKEN }]);
      throw e;
    }
  }

  async update(resource: string, id: string, change: { name?: string; shared?: boolean; state?: ViewState }, viewer: Viewer): Promise<SavedView> {
    const view = await this.owned(resource, id, viewer);
    const next = { name: change.name ?? view.name, shared: change.shared ?? view.shared, state: change.state ?? view.state };
    try {
      await this.db.query(`UPDATE ${VIEWS_TABLE} SET name = $1, shared = $2, state = $3, owner_name = $4, updated_at = clock_timestamp() WHERE id = $5`, [
        next.name,
        next.shared,
        JSON.stringify(next.state),
        viewer.actor.name,
        id,
      ]);
    } catch (e) {
      if (pgErrorCode(e) === UNIQUE_VIOLATION) throw conflict(TAKEN, [{ field: 'name', message: TAKEN }]);
      throw e;
    }
    // A view no longer shared is nobody else's default any more.
    if (!next.shared) await this.db.query(`DELETE FROM ${VIEW_DEFAULTS_TABLE} WHERE view_id = $1 AND owner_id <> $2`, [id, viewer.actor.id]);
    return this.find(resource, id, viewer);
  }

  /**
   * Its owner deletes a view; so may anyone who may share on the list, when the view is shared: a shared view is
   * the team's, and one left by a colleague who has gone must not stay forever.
   */
  async remove(resource: string, id: string, viewer: Viewer, mayShare: boolean): Promise<void> {
    const view = await this.find(resource, id, viewer);
    if (!view.mine && !(view.shared && mayShare)) throw forbidden(`Só ${view.owner.name} pode alterar ou excluir esta visualização.`);
    await this.db.query(`DELETE FROM ${VIEWS_TABLE} WHERE id = $1`, [id]);
  }

  /** The view this person's list opens with (one they may see), or none. */
  async setDefault(resource: string, id: string | null, viewer: Viewer): Promise<void> {
    if (id === null) {
      await this.db.query(`DELETE FROM ${VIEW_DEFAULTS_TABLE} WHERE owner_id = $1 AND resource = $2`, [viewer.actor.id, resource]);
      return;
    }
    await this.find(resource, id, viewer);
    await this.db.query(
      `INSERT INTO ${VIEW_DEFAULTS_TABLE} (owner_id, resource, view_id) VALUES ($1, $2, $3) ON CONFLICT (owner_id, resource) DO UPDATE SET view_id = EXCLUDED.view_id`,
      [viewer.actor.id, resource, id],
    );
  }
}
