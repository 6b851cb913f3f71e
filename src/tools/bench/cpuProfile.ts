// Where a page's main thread spent its time, from a CDP Profiler profile taken from navigation on: self time by
// script and by function, for the benches that look for what a first paint waits for.

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The profile's self time (ms) until `untilMs` after it began (≈ navigation), the largest first: by script, and by function. */
export function selfTimes(profile: CpuProfile, untilMs: number): { byScript: [string, number][]; byFunction: [string, number][] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const scripts = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    if (at > untilMs) return;
    const script = frame.url ? frame.url.replace(/^.*\//, '') : `(${frame.functionName || 'programa'})`;
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
    const fn = `${frame.functionName || '(anônima)'} ${script}:${frame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + ms);
  });
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 15);
  return { byScript: top(scripts), byFunction: top(functions) };
}

/** Prints `selfTimes` under `title`: the fifteen largest scripts and functions. */
export function printSelfTimes(profile: CpuProfile, untilMs: number, title: string): void {
  const { byScript, byFunction } = selfTimes(profile, untilMs);
  console.log(`${title}, por script:`);
  for (const [name, ms] of byScript) console.log(`  ${ms.toFixed(0).padStart(6)} ms ${name}`);
  console.log('por função:');
  for (const [name, ms] of byFunction) console.log(`  ${ms.toFixed(0).padStart(6)} ms ${name}`);
}
