/**
 * Runs `work` when the browser has nothing better to do: after the page is drawn and answering input (at the
 * latest after `timeout` ms). Used to fetch code the visitor will probably need next.
 */
export function whenIdle(work: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1000);
  return () => clearTimeout(timer);
}
