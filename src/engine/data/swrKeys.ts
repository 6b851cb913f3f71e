import type { ChangeEvent, ListQuery, ResourceDescriptor } from '../contract';

/** SWR cache keys; the first element says what kind of read it is, the second which resource. */
export const swrKeys = {
  list: (d: ResourceDescriptor, { q = '', page, limit, sort = '', filters = {} }: ListQuery) =>
    ['list', d.name, q, page, limit, sort, new URLSearchParams(Object.entries(filters).sort()).toString()] as const,
  /** A list's map: every record its search and filters match (no page, no order). */
  mapPoints: (d: ResourceDescriptor, q: string, filters: Record<string, string>) =>
    ['map', d.name, q, new URLSearchParams(Object.entries(filters).sort()).toString()] as const,
  record: (d: ResourceDescriptor, id: string | undefined) => ['record', d.name, id ?? d.singleton?.id ?? ''] as const,
  count: (d: ResourceDescriptor) => ['count', d.name] as const,
  options: (d: ResourceDescriptor, q: string) => ['options', d.name, q] as const,
  /** The painel profile's reads, by resource name (they span resources the client may not describe). */
  history: (resource: string, id: string) => ['painel-history', resource, id] as const,
  activity: (query: object) => ['painel-activity', JSON.stringify(query)] as const,
  /** Who appears in the activity, by what is typed ("Pessoa"). */
  activityPeople: (q: string) => ['painel-activity-people', q] as const,
  trash: (resource: string | undefined) => ['painel-trash', resource ?? ''] as const,
  /** A list's saved views ("Visualizações"): one's own and the shared ones. */
  views: (resource: string) => ['painel-views', resource] as const,
  /** The person's default view of every list: read once a session, changed by the views dialog. */
  defaultViews: () => ['painel-default-views'] as const,
  /** The signed-in person's open sessions ("Minha conta"). */
  sessions: () => ['painel-sessions'] as const,
  /** The server's backups ("Cópias de segurança", the home page's warning). */
  backups: () => ['painel-backups'] as const,
  /** The signed-in person's reminders (the header's bell). */
  reminders: () => ['painel-reminders'] as const,
  /** A timeline ("Ocupação"): its resource, the rows' and the calendar's (a change to any makes it stale), what it asks. */
  timeline: (resource: string, rows: string, calendar: string, query: object) => ['painel-timeline', resource, rows, calendar, JSON.stringify(query)] as const,
  /** The home page's panels this person may read. */
  dashboard: () => ['painel-dashboard'] as const,
  /** One panel's numbers: its id and the resources it reads (a change to any of them makes it stale). */
  panel: (id: string, resources: readonly string[]) => ['painel-panel', id, resources.join(',')] as const,
};

type SwrKey = ReturnType<(typeof swrKeys)[keyof typeof swrKeys]>;
type SwrKeyKind = SwrKey[0];
type KeyOf<K extends SwrKeyKind> = Extract<SwrKey, readonly [K, ...unknown[]]>;

/** What a batch of changes touched. */
interface Touched {
  resources: Set<string>;
  /** `resource\0id` of each record changed. */
  records: Set<string>;
  /** Something went into or out of the trash. */
  trash: boolean;
}

const recordOf = (resource: string, id: string) => `${resource}\u0000${id}`;
/** Operations that move a record into or out of the trash. */
const TRASH_MOVES = new Set<ChangeEvent['operation']>(['delete', 'restore', 'purge']);

/**
 * Which reads a change to records makes stale, for every kind of key (a new kind must say: the type requires it).
 * Never a record's own read: an open form keeps the version it shows, so a save of it still meets someone else's
 * change as a conflict instead of silently adopting it.
 */
const STALE_AFTER: { [K in SwrKeyKind]: (key: KeyOf<K>, touched: Touched) => boolean } = {
  list: ([, resource], t) => t.resources.has(resource),
  // A moved, added or deleted record moves, adds or removes its marker.
  map: ([, resource], t) => t.resources.has(resource),
  count: ([, resource], t) => t.resources.has(resource),
  options: ([, resource], t) => t.resources.has(resource),
  record: () => false,
  'painel-history': ([, resource, id], t) => t.records.has(recordOf(resource, id)),
  'painel-activity': () => true,
  // A change may bring a new person, or a new name.
  'painel-activity-people': () => true,
  'painel-trash': (_, t) => t.trash,
  'painel-views': () => false,
  'painel-default-views': () => false,
  'painel-sessions': () => false,
  // Backups are no records: their page asks again while one runs.
  'painel-backups': () => false,
  // Reminders are made by the server's hourly job, not by a change: the bell reads them again when opened.
  'painel-reminders': () => false,
  'painel-timeline': ([, resource, rows, calendar], t) => t.resources.has(resource) || t.resources.has(rows) || t.resources.has(calendar),
  // Which panels a role sees changes with the roles file, not with records.
  'painel-dashboard': () => false,
  'painel-panel': ([, , resources], t) => resources.split(',').some((r) => t.resources.has(r)),
};

/** One of our keys, of this kind (a keyset list's pages add their cursor at the end: still the same read). */
export function isKeyOf<K extends SwrKeyKind>(key: unknown, kind: K): key is KeyOf<K> {
  return Array.isArray(key) && key[0] === kind;
}

/**
 * Which cached reads a batch of changes makes stale (a filter for SWR's mutate, and for the keyset lists on
 * screen): the lists, counts and reference options of the resources changed, the history of the records changed,
 * the activity, and the trash when something went in or out of it.
 */
export function staleAfter(events: ChangeEvent[]): (key: unknown) => boolean {
  const touched: Touched = {
    resources: new Set(events.map((e) => e.resource)),
    records: new Set(events.map((e) => recordOf(e.resource, e.recordId))),
    trash: events.some((e) => TRASH_MOVES.has(e.operation)),
  };
  return (key) => {
    if (!Array.isArray(key) || !Object.hasOwn(STALE_AFTER, key[0])) return false;
    const kind = key[0] as SwrKeyKind;
    return (STALE_AFTER[kind] as (key: SwrKey, touched: Touched) => boolean)(key as unknown as SwrKey, touched);
  };
}
