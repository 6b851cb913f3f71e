import { cloneElement, createContext, lazy, Suspense, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react';

/** The tooltip's code (with its positioning engine), fetched once the app is idle: a list's first render needs neither. */
export const loadTooltipCode = () => import('@mui/material/Tooltip');
const Tooltip = lazy(loadTooltipCode);

/** MUI's own pause before a tooltip shows under a resting pointer. */
const ENTER_DELAY_MS = 100;
/**
 * A press within that pause puts the tip off until what the press does has been drawn: a record opened from its row
 * hides the list, tip and all, first (~0.2 s at 4× CPU); a button that stays (a dialog, a new tab) shows its tip then.
 */
const PRESSED_DELAY_MS = 1000;

interface Shown {
  anchor: HTMLElement;
  title: string;
}
type Show = (next: Shown | null, delay?: number) => void;

interface Tips {
  show: Show;
  /** A press: a tip still in its pause is put off (PRESSED_DELAY_MS); one already shown stays, as MUI's own do. */
  holdBack(): void;
}

const TooltipContext = createContext<Tips | null>(null);

/**
 * One MUI tooltip for many buttons (a list's row actions), moved to the button under the mouse or with the
 * keyboard's focus. A tooltip per button cost a list's first render more than its rows did (each with its hooks
 * and a styled popper, for tips most are never shown). It never takes the pointer (disableInteractive): it
 * opens over the next row's buttons, and a click meant for one of them must reach it.
 */
export function TooltipHost({ children, goneWhen }: { children: ReactNode; goneWhen?: (gone: () => void) => () => void }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [wanted, setWanted] = useState(false);
  // Where the tooltip was, kept while it fades out.
  const last = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A tip waiting for its pause to end.
  const pending = useRef<() => void>(undefined);
  // The tooltip is drawn only once a tip is to show: a click within the pause, a quick person's, draws none of it
  // inside the click that follows.
  const show = useCallback<Show>((next, delay = 0) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    const appear = () => {
      pending.current = undefined;
      if (next) setWanted(true);
      setShown(next);
    };
    if (next && delay > 0) {
      pending.current = appear;
      timer.current = setTimeout(appear, delay);
    } else appear();
  }, []);
  // Gone from the screen (a list kept hidden under the record its button opened, `goneWhen`): the tip goes too,
  // popper and all, at once. Placed again over a hidden button (as it fades out), each measure would lay the hidden
  // list out again (100+ ms at 4× CPU).
  useLayoutEffect(() => {
    const gone = () => {
      clearTimeout(timer.current);
      pending.current = undefined;
      setShown(null);
      setWanted(false);
    };
    const stop = goneWhen?.(gone);
    return () => {
      stop?.();
      // Unmounted: only a pending tip's timer is left to stop (its state goes with it).
      clearTimeout(timer.current);
    };
  }, [goneWhen]);
  const tips = useMemo<Tips>(
    () => ({
      show,
      holdBack: () => {
        if (!pending.current) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(pending.current, PRESSED_DELAY_MS);
      },
    }),
    [show],
  );
  if (shown) last.current = shown.anchor;
  return (
    <TooltipContext.Provider value={tips}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <Tooltip open={Boolean(shown)} title={shown?.title ?? ''} disableInteractive onClose={() => show(null)} slotProps={{ popper: { anchorEl: shown?.anchor ?? last.current } }}>
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </TooltipContext.Provider>
  );
}

/**
 * The host's tooltip on this element: after a pause under the mouse, at once on keyboard focus (not on a click's
 * focus, nor a finger's touch). The element keeps its own accessible name (aria-label); the tip is for the eye.
 */
export function WithTooltip({ title, children }: { title: string; children: ReactElement<Record<string, unknown>> }) {
  const tips = useContext(TooltipContext);
  const handlers = useMemo(
    () => ({
      onPointerEnter: (e: PointerEvent<HTMLElement>) => void (e.pointerType === 'mouse' && tips?.show({ anchor: e.currentTarget, title }, ENTER_DELAY_MS)),
      onPointerLeave: () => tips?.show(null),
      // Pressed before its pause is over: the tip would be drawn inside what the press does.
      onPointerDown: () => tips?.holdBack(),
      onFocus: (e: FocusEvent<HTMLElement>) => void ((e.target as HTMLElement).matches(':focus-visible') && tips?.show({ anchor: e.currentTarget, title })),
      onBlur: () => tips?.show(null),
    }),
    [tips, title],
  );
  return cloneElement(children, handlers);
}
