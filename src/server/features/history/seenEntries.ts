import type { FastifyRequest } from 'fastify';
import { withoutFields, type HistoryEntry } from '../../../engine/contract';
import type { Permissions } from '../../auth';
import type { Db } from '../../db';
import type { Registry } from '../../model';
import type { RecordTitles, TitleLookup, TitleView, Wanted } from '../../records';

/** A page of entries as one reader sees them, and the titles of the records they name. */
export interface SeenPage {
  items: HistoryEntry[];
  more: boolean;
  titles: TitleLookup;
}

/**
 * History entries as the request's role reads them, for every answer that shows them (a record's history,
 * the activity and its CSV): a field the role may not read is neither a change nor in the snapshot, and each
 * entry is named (`title`) from what is left, the records its title names read as the role may see them.
 */
export class SeenEntries {
  constructor(
    private readonly registry: Registry,
    private readonly permissions: Permissions,
    private readonly titles: RecordTitles,
  ) {}

  private resourceOf = (e: HistoryEntry) => this.registry.all.find((r) => r.name === e.resource);

  /** Another resource's records as the role reads them: its hidden fields; none of it without `read`. */
  private view = (request: FastifyRequest): TitleView => (target) => (this.permissions.allows(request, target, 'read') ? this.permissions.hidden(request, target) : undefined);

  private strip(request: FastifyRequest, e: HistoryEntry): HistoryEntry {
    const res = this.resourceOf(e);
    const hidden = res ? this.permissions.hidden(request, res) : new Set<string>();
    if (!hidden.size) return e;
    const snapshot = e.snapshot && withoutFields(e.snapshot, hidden);
    return { ...e, changes: e.changes.filter((c) => !hidden.has(c.field)), ...(snapshot ? { snapshot } : {}) };
  }

  /**
   * The page as the request's role sees it, each entry titled. With `values`, the titles of the records its
   * changes point at are read too (the CSV words a reference by its record's title, as the screen does).
   */
  async of(request: FastifyRequest, db: Db, page: { items: HistoryEntry[]; more: boolean }, { values = false } = {}): Promise<SeenPage> {
    const items = page.items.map((e) => this.strip(request, e));
    const named = items.map((e) => {
      const res = this.resourceOf(e);
      return res && { res, values: { ...e.snapshot, id: e.recordId } };
    });
    const wanted: Wanted[] = named.flatMap((n) => (n ? this.titles.wantedBy(n) : []));
    if (values) {
      for (const e of items) {
        const refs = this.resourceOf(e)?.descriptor.references ?? {};
        for (const c of e.changes) {
          const ref = refs[c.field];
          if (ref) for (const v of [c.before, c.after]) if (typeof v === 'string' && v) wanted.push({ target: this.registry.get(ref.resource), id: v });
        }
      }
    }
    const titles = await this.titles.lookup(db, wanted, this.view(request));
    return { items: items.map((e, i) => (named[i] ? { ...e, title: this.titles.titleOf(named[i], titles) } : e)), more: page.more, titles };
  }
}
