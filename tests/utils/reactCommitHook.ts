// React's devtools hook, installed before react-dom loads (the first import of tests/setup.ts): a test can read
// which components each commit drew (drawnInCommits), as React DevTools' profiler does. Without a listener it does
// nothing but tell React it is there.

/** The parts of a React fiber the reading needs. */
export interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  flags: number;
  stateNode: unknown;
}

type Listener = (root: { current: Fiber }) => void;
const listeners = new Set<Listener>();

(globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map(),
  inject: () => 1,
  checkDCE() {},
  onScheduleFiberRoot() {},
  onCommitFiberUnmount() {},
  onPostCommitFiberRoot() {},
  setStrictMode() {},
  onCommitFiberRoot(_id: number, root: { current: Fiber }) {
    for (const listen of listeners) listen(root);
  },
};

// React's PerformedWork flag: the fiber's component ran in this commit (it is cleared when a fiber is reused).
const PERFORMED_WORK = 1;

/**
 * Calls `visit` with every fiber that drew in each commit from now until `stop()`: newly mounted, or run again.
 * A subtree React bailed out of (its children the very fibers of the last commit) is not walked.
 */
export function drawnInCommits(visit: (fiber: Fiber) => void): () => void {
  const listen: Listener = (root) => {
    const walk = (first: Fiber | null) => {
      for (let f = first; f; f = f.sibling) {
        if (!f.alternate || f.flags & PERFORMED_WORK) visit(f);
        if (f.child && (!f.alternate || f.child !== f.alternate.child)) walk(f.child);
      }
    };
    walk(root.current.child);
  };
  listeners.add(listen);
  return () => listeners.delete(listen);
}
