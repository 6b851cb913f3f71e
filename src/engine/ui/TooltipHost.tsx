import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

type TooltipModule = typeof import('@mui/material/Tooltip');
let tooltipModule: TooltipModule | undefined;
/**
 * The tooltip's code (with its positioning engine), fetched once the app is idle: a list's first render needs neither.
 * Held once here, so a tip is drawn in the render that asks for it: a React.lazy component suspends on its first
 * render even on loaded code, and React then holds the revealed tip back (300 ms), into the click that often follows.
 */
export const loadTooltipCode = () => import('@mui/material/Tooltip').then((loaded) => (tooltipModule = loaded));

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
  /**
   * A press: a tip not on screen yet (in its pause, or asked for and not drawn) is put off (PRESSED_DELAY_MS); one
   * already shown stays, as MUI's own do.
   */
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
  // A tip not on screen yet: waiting for its pause to end (or its code), or asked for and not yet drawn by React.
  const pending = useRef<() => void>(undefined);
  // The tooltip is drawn only once a tip is to show: a click within the pause, a quick person's, draws none of it
  // inside the click that follows.
  const show = useCallback<Show>((next, delay = 0) => {
    clearTimeout(timer.current);
    pending.current = undefined;
    const appear = () => {
      if (next && !tooltipModule) {
        // Its code not here yet (a pointer quicker than the idle moment): the tip when it is, unless put off meanwhile.
        pending.current = appear;
        void loadTooltipCode().then(
          () => pending.current === appear && appear(),
          () => undefined,
        );
        return;
      }
      // Still pending until drawn (the layout effect below): a press before that puts it off.
      pending.current = next ? appear : undefined;
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
      // Unmounted: only a pending tip's timer (or code) is left to stop (its state goes with it).
      clearTimeout(timer.current);
      pending.current = undefined;
    };
  }, [goneWhen]);
  // Drawn: the tip is on screen from this frame; a press no longer puts it off.
  useLayoutEffect(() => {
    if (shown) pending.current = undefined;
  }, [shown]);
  const tips = useMemo<Tips>(
    () => ({
      show,
      holdBack: () => {
        const later = pending.current;
        if (!later) return;
        clearTimeout(timer.current);
        // Asked for but not drawn: taken back before React draws it (both in one render).
        setShown(null);
        // A new pending tip: one waiting for its code no longer appears when the code comes, but after the delay.
        const again = () => later();
        pending.current = again;
        timer.current = setTimeout(again, PRESSED_DELAY_MS);
      },
    }),
    [show],
  );
  if (shown) last.current = shown.anchor;
  // Here whenever a tip is wanted: `appear` waits for the code.
  const Tooltip = tooltipModule?.default;
  return (
    <TooltipContext.Provider value={tips}>
      {children}
      {wanted && Tooltip && (
        <Tooltip
          open={Boolean(shown)}
          title={shown?.title ?? ''}
          disableInteractive
          onClose={() => show(null)}
          slotProps={{ popper: { anchorEl: shown?.anchor ?? last.current } }}
        >
          <span hidden />
        </Tooltip>
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
      onPointerEnter: (e: PointerEvent<HTMLElement>) =>
        void (e.pointerType === 'mouse' && tips?.show({ anchor: e.currentTarget, title }, ENTER_DELAY_MS)),
      onPointerLeave: () => tips?.show(null),
      // Pressed before its pause is over: the tip would be drawn inside what the press does.
      onPointerDown: () => tips?.holdBack(),
      onFocus: (e: FocusEvent<HTMLElement>) =>
        void ((e.target as HTMLElement).matches(':focus-visible') && tips?.show({ anchor: e.currentTarget, title })),
      onBlur: () => tips?.show(null),
    }),
    [tips, title],
  );
  return cloneElement(children, handlers);
}
