// "Visualizações": a list as someone set it up (search, filters, order, page size, columns), saved under a name
// on the server (GET/POST /api/painel/views/{resource}, PATCH/DELETE …/{id}, PUT …/default). Both edges read
// these shapes.
import type { HistoryActor } from './painel';

/** What a view restores; each part optional (absent: the list's own default). */
export interface ViewState {
  q?: string;
  /** "name" or "-price", as the list's URL says it. */
  sort?: string;
  limit?: number;
  /** Filter parameters as the list's URL carries them ("status": "false", "price.gte": "100"). */
  filters?: Record<string, string>;
  /** The columns shown, in the list's order. */
  columns?: string[];
}

export interface SavedView {
  id: string;
  resource: string;
  name: string;
  /** Everyone who may list the resource sees it; only its owner changes or deletes it. */
  shared: boolean;
  /** The signed-in person owns it. */
  mine: boolean;
  /** This person's list opens with it. */
  isDefault: boolean;
  owner: HistoryActor;
  state: ViewState;
  /** ISO 8601. */
  updatedAt: string;
}

/** What a save sends (POST; PATCH sends any part of it). */
export interface ViewInput {
  name: string;
  shared?: boolean;
  state: ViewState;
  isDefault?: boolean;
}

export const VIEW_NAME_MAX = 80;
/** Views one person keeps per list: enough for every morning's routine, not a dumping ground. */
export const MAX_VIEWS_PER_LIST = 50;
