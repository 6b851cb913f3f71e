import type { NamedStep } from './panelWindow';

/** Days kept at most (today, and a few days asked with `at`): more drops them all. */
const MAX_DAYS = 16;

/**
 * The calendar's periods from a day on, kept per day until the calendar changes: most of the home page's panels
 * count over periods, and each computation read the same rows again (a third of the panels' statements). `retire`
 * (a change to the periods, here or on another instance) drops them; a read under way then is not kept, and one
 * that fails is not kept either.
 */
export class KeptPeriods {
  private readonly kept = new Map<string, Promise<NamedStep[]>>();

  constructor(private readonly read: (at: string) => Promise<NamedStep[]>) {}

  get(at: string): Promise<NamedStep[]> {
    const hit = this.kept.get(at);
    if (hit) return hit;
    if (this.kept.size >= MAX_DAYS) this.kept.clear();
    const answer = this.read(at);
    this.kept.set(at, answer);
    answer.catch(() => this.kept.get(at) === answer && this.kept.delete(at));
    return answer;
  }

  retire(): void {
    this.kept.clear();
  }
}
