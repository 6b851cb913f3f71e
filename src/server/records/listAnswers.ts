import { createHash, randomBytes } from 'node:crypto';

/** At most this many answers are kept per view (a role's view of a resource) between two changes. */
const PER_VIEW = 200;
/** And at most this much text in all (however many addresses someone makes up, memory stays bounded). */
const BUDGET_CHARS = 8 * 1024 * 1024;

interface Kept {
  etag: string;
  body: string;
}

/**
 * List pages as they were last answered, kept until the next change: twenty screens refetching the same page
 * after a change share one query (the same one, if they ask while it runs), and a refetch that changes
 * nothing is answered 304 from its weak ETag.
 *
 * Every change must be heard: on PGlite as it commits, on the change feed (no other process opens its folder); on
 * PostgreSQL also as any instance's notification, which reaches this one a moment after its commit — so there a
 * kept answer (or a 304) is given only once `caughtUp` says every notification committed before the request was
 * heard (CommitBarrier); until then, or when it cannot say, the request reads the database.
 *
 * The tag is this process's start, the count of changes it has heard, the view and the address: never the
 * same for two different contents, across restarts included. So a request whose If-None-Match is the tag of
 * now needs no query at all, kept answer or not.
 */
export class ListAnswers {
  private readonly boot = randomBytes(6).toString('base64url');
  private clock = 0;
  /** By view and address: the answer read since the last change, or being read (asked together, read once). */
  private kept = new WeakMap<object, Map<string, Promise<Kept>>>();
  /** Text kept since the last change. */
  private chars = 0;
  private readonly viewIds = new WeakMap<object, number>();
  private views = 0;

  constructor(private readonly caughtUp?: (request: object) => Promise<boolean>) {}

  /**
   * Whether a kept answer or a tag may be trusted for this request (PGlite: always). With nothing kept (or being
   * read) for its address and no tag to compare, nothing needs trusting: the read it starts is newer than the request.
   */
  async trusted(request: object, view: object, url: string, tagged: boolean): Promise<boolean> {
    if (!this.caughtUp || (!tagged && !this.kept.get(view)?.has(url))) return true;
    return this.caughtUp(request);
  }

  /** Something committed: nothing kept is true any more, and a read under way is nobody else's to join. */
  changed(): void {
    this.clock++;
    this.kept = new WeakMap();
    this.chars = 0;
  }

  /** The tag of `url` as `view` sees it now. */
  tagOf(view: object, url: string, clock = this.clock): string {
    let id = this.viewIds.get(view);
    if (id === undefined) this.viewIds.set(view, (id = ++this.views));
    const where = createHash('sha1').update(url).digest('base64url').slice(0, 12);
    return `W/"${this.boot}.${clock}.${id}.${where}"`;
  }

  /**
   * The answer of `url` as `view` sees it: kept since the last change, joined while another request reads it,
   * or read by `read` now. Its tag names the moment the read started (what it shows is at least that recent).
   */
  answer(view: object, url: string, read: () => Promise<string>): Promise<Kept> {
    let byUrl = this.kept.get(view);
    if (!byUrl) this.kept.set(view, (byUrl = new Map()));
    const found = byUrl.get(url);
    if (found) return found;
    const etag = this.tagOf(view, url);
    const keptIn = byUrl;
    const since = this.kept;
    const reading = read().then((body) => {
      // Past the budget, answered (to whoever joined) but not kept.
      if (this.kept === since && (this.chars += body.length) > BUDGET_CHARS && keptIn.get(url) === reading) keptIn.delete(url);
      return { etag, body };
    });
    byUrl.set(url, reading);
    if (byUrl.size > PER_VIEW) byUrl.delete(byUrl.keys().next().value!);
    // A failed read is not kept: the next request tries again.
    reading.catch(() => keptIn.get(url) === reading && keptIn.delete(url));
    return reading;
  }
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function namesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}
