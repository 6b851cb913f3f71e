import { createHash, randomBytes } from 'node:crypto';
import type { ChangeFeed } from '../history';

/** At most this many answers are kept per view (a role's view of a resource) between two changes. */
const PER_VIEW = 200;

interface Kept {
  etag: string;
  body: string;
}

/**
 * List pages as they were last answered, kept until the next change: twenty screens refetching the same page
 * after a change share one query, and a refetch that changes nothing is answered 304 from its weak ETag.
 *
 * Only where every change is made by this process and heard on its change feed as it commits (PGlite: no other
 * process opens its folder). On PostgreSQL another instance's change reaches this one a moment later, so a kept
 * answer could outlive it there: no ListAnswers at all.
 *
 * The tag is this process's start, the count of changes it has heard, the view and the address: never the
 * same for two different contents, across restarts included. So a request whose If-None-Match is the tag of
 * now needs no query at all, kept answer or not.
 */
export class ListAnswers {
  private readonly boot = randomBytes(6).toString('base64url');
  private clock = 0;
  private kept = new WeakMap<object, Map<string, Kept>>();
  private readonly viewIds = new WeakMap<object, number>();
  private views = 0;

  constructor(feed: ChangeFeed) {
    feed.on(() => this.changed());
  }

  /** Something committed: nothing kept is true any more. */
  changed(): void {
    this.clock++;
    this.kept = new WeakMap();
  }

  /** Where a read starts: its answer may be kept only if nothing changes before it is done. */
  now(): number {
    return this.clock;
  }

  /** The answer kept for `url` as `view` sees it. */
  find(view: object, url: string): Kept | undefined {
    return this.kept.get(view)?.get(url);
  }

  /** The tag of `url` as `view` sees it at `clock` (now, by default). */
  tagOf(view: object, url: string, clock = this.clock): string {
    let id = this.viewIds.get(view);
    if (id === undefined) this.viewIds.set(view, (id = ++this.views));
    const where = createHash('sha1').update(url).digest('base64url').slice(0, 12);
    return `W/"${this.boot}.${clock}.${id}.${where}"`;
  }

  /** Keeps an answer read since `since`, unless something changed meanwhile; the tag it is answered with. */
  keep(view: object, url: string, since: number, body: string): string {
    const etag = this.tagOf(view, url, since);
    if (since !== this.clock) return etag;
    let byUrl = this.kept.get(view);
    if (!byUrl) this.kept.set(view, (byUrl = new Map()));
    if (byUrl.size >= PER_VIEW) byUrl.delete(byUrl.keys().next().value!);
    byUrl.set(url, { etag, body });
    return etag;
  }
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}
