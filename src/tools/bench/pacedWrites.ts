/**
 * `perSecond` writes a second for `seconds` (`write(n)`, n counting from 0, each awaited before the next is due),
 * then half a second for what the live screens still owe for the last ones; the CPU `cpuMs()` counted meanwhile.
 */
export async function pacedWrites(perSecond: number, seconds: number, write: (n: number) => Promise<void>, cpuMs: () => number): Promise<{ writes: number; cpu: number }> {
  const cpu = cpuMs();
  const start = performance.now();
  let writes = 0;
  while (performance.now() - start < seconds * 1000) {
    const due = start + (writes * 1000) / perSecond;
    if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
    await write(writes);
    writes++;
  }
  await new Promise((r) => setTimeout(r, 500));
  return { writes, cpu: cpuMs() - cpu };
}
