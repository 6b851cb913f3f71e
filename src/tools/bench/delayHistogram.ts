// Delays counted in fixed 0.1 ms buckets (up to 60 s): percentiles of millions of samples in a constant 2.4 MB, so
// a long bench measures the server's memory, not a growing array of its own samples.
const BUCKET_MS = 0.1;
const BUCKETS = 600_000;

export class DelayHistogram {
  private readonly counts = new Uint32Array(BUCKETS);
  count = 0;

  add(ms: number): void {
    this.counts[Math.min(BUCKETS - 1, Math.max(0, Math.floor(ms / BUCKET_MS)))]++;
    this.count++;
  }

  /** How many samples were under `ms` (to the bucket). */
  below(ms: number): number {
    let n = 0;
    for (let i = 0; i < Math.min(BUCKETS, Math.floor(ms / BUCKET_MS)); i++) n += this.counts[i];
    return n;
  }

  /** The delay below which a share `p` (0–1) of the samples fall, to the bucket. */
  percentile(p: number): number {
    const rank = Math.min(this.count, Math.max(1, Math.ceil(this.count * p)));
    let seen = 0;
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.counts[i];
      if (seen >= rank) return (i + 1) * BUCKET_MS;
    }
    return Number.NaN;
  }
}
