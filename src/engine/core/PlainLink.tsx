import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useEngine } from './EngineContext';
import { isPlainClick } from './plainClick';

export interface PlainLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute address inside the app ("/app/categories"). */
  to: string;
  /** The history entry's state, as react-router's `Link` gives it (`useLocation().state` on the page it opens). */
  state?: unknown;
}

/** A click the app follows itself: a plain one, on a link that names no other window. */
const followsHere = (e: MouseEvent<HTMLAnchorElement>) => isPlainClick(e) && (!e.currentTarget.target || e.currentTarget.target === '_self');

/**
 * A link to an absolute address that reads none of the router's state. react-router's `Link` reads the router's
 * location and route contexts, so every one of them is drawn again at each step of every navigation (twice per
 * click: setting out, arriving), even inside a memoised item. This one navigates through the engine's `navigate`
 * (the data router's own, so blockers and loaders work as for `Link`), and is drawn only when its own props change.
 * Without the engine's `navigate` (a screen drawn alone in a test), it is react-router's `Link`.
 */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink({ to, state, onClick, ...rest }, ref) {
  const { navigate } = useEngine();
  if (!navigate) return <Link ref={ref} to={to} state={state} onClick={onClick} {...rest} />;
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !followsHere(e)) return;
    e.preventDefault();
    navigate(to, state === undefined ? undefined : { state });
  };
  return <a ref={ref} href={to} onClick={follow} {...rest} />;
});
