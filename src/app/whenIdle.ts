/** Runs `work` when the browser has nothing better to do (after the page is drawn and answering input). */
export function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}
