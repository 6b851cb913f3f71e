import { createContext, useContext } from 'react';

/**
 * Whether a list screen is out of sight, kept under one of its records or under another list (KeptListOutlet). Read when it matters and
 * told through `onShown`, never through a new context value: a list shown again redraws nothing for it.
 */
interface ListVisibility {
  readonly hidden: boolean;
  /** Called each time the list comes back into sight, once that frame is drawn. Returns the unsubscribe. */
  onShown(listener: () => void): () => void;
  /**
   * Called each time the list goes out of sight, in the commit that hides it (before it is drawn): what measures
   * its elements (a tooltip's popper) must stop there, or each measure lays the hidden list out again.
   */
  onHidden(listener: () => void): () => void;
  /**
   * Called when the person leaves the list's resource (another list shown, another resource's record), in the
   * commit that hides it: shown again later, it must read as a list opened afresh (nothing ticked).
   */
  onLeft(listener: () => void): () => void;
}

/** The one the keeper holds: it says when the list hides and shows. */
interface ListVisibilityControl extends ListVisibility {
  set(hidden: boolean): void;
  /** The person left the list's resource (it stays hidden meanwhile). */
  leave(): void;
}

export function createListVisibility(): ListVisibilityControl {
  const shown = new Set<() => void>();
  const hid = new Set<() => void>();
  const left = new Set<() => void>();
  const subscribe = (to: Set<() => void>) => (listener: () => void) => {
    to.add(listener);
    return () => void to.delete(listener);
  };
  let hidden = false;
  // The one call after the frame that shows the list: hidden again before it comes, or shown twice, it is one.
  let coming: (() => void) | undefined;
  return {
    get hidden() {
      return hidden;
    },
    onShown: subscribe(shown),
    onHidden: subscribe(hid),
    onLeft: subscribe(left),
    leave: () => left.forEach((listener) => listener()),
    set(next) {
      if (next === hidden) return;
      hidden = next;
      coming?.();
      coming = undefined;
      if (hidden) {
        hid.forEach((listener) => listener());
        return;
      }
      // After the frame that shows the list: what the listeners start (a request) waits for the rows on screen.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          coming = undefined;
          shown.forEach((listener) => listener());
        });
      });
      coming = () => (cancelAnimationFrame(frame), clearTimeout(timer));
    },
  };
}

/** A list that nobody keeps is always in sight. */
const ALWAYS_SHOWN: ListVisibility = { hidden: false, onShown: () => () => {}, onHidden: () => () => {}, onLeft: () => () => {} };

export const ListVisibilityContext = createContext<ListVisibility>(ALWAYS_SHOWN);

export const useListVisibility = () => useContext(ListVisibilityContext);
