import { Component, startTransition, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import TouchRippleRender, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { whenIdle } from '../core';
import { BusySpinner, ToastAlert } from '../ui';
import { formPrimerCode } from './screens';

const nothing = () => {};
// MUI types it as the render function it wraps in forwardRef: it is the component every button draws.
const TouchRipple = TouchRippleRender as unknown as ComponentType<TouchRippleProps & { ref: Ref<TouchRippleActions> }>;
type FormPrimer = ComponentType<{ onDrawn(): void }>;

/** A primer that cannot draw (a widget needing a context it lacks) is given up on: the page around it stays. */
class GiveUpOnError extends Component<{ children: ReactNode; onError(): void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Draws once, while the browser is idle and out of the document, what the first clicks would otherwise style for
 * the first time: a click's ripple, a button's busy spinner, a toast with its button, and a record's page (the
 * form screen's FormPrimer). Emotion computes a component's rules the first time it is drawn and inserts them into
 * the page's stylesheet, which then has to be matched again; and a component's code runs slower its first time: at
 * 4× CPU that was part of the click itself (a menu link's first ripple; Salvar's spinner and its toast; the first
 * record opened). Done here, the rules are in the sheet before the click, which only finds them. Nothing is shown:
 * the elements live in a detached node and are unmounted once drawn. The record's page is drawn as a transition (a
 * click's handler runs between its steps), and a press or a key before it is drawn drops it for the session.
 */
export function StylePrimer() {
  const [idle, setIdle] = useState(false);
  const [rippled, setRippled] = useState(false);
  const [RecordPage, setRecordPage] = useState<FormPrimer>();
  // Drawn, dropped by a press, given up on, or no code to draw.
  const [recordPageDone, setRecordPageDone] = useState(false);
  const drawing = idle && !(rippled && recordPageDone);
  const [host] = useState(() => (typeof document === 'undefined' ? undefined : document.createElement('div')));
  const ripple = useRef<TouchRippleActions>(null);
  const onRecordPageDone = useCallback(() => setRecordPageDone(true), []);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!drawing) return;
    // A ripple's own rules come with its first ripple, not with the button: done once that ripple is drawn.
    ripple.current?.start(undefined, { center: true }, () => setRippled(true));
    // The record's page once its code is there and the browser is idle again (the other screens' code has just
    // been fetched and run): a click that comes meanwhile finds the main thread free.
    let cancel = () => {};
    let mounted = true;
    formPrimerCode.load().then(
      (loaded) => mounted && (cancel = whenIdle(() => startTransition(() => setRecordPage(() => loaded)))),
      // No form code (offline): its screen will say so; nothing to draw here.
      () => mounted && setRecordPageDone(true),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [drawing]);
  useEffect(() => {
    if (!drawing || recordPageDone) return;
    // A person's press or key before the record page is drawn drops it: the click's navigation is a transition
    // too, and React draws the older transition first, so it would wait for the primer's drawing.
    const drop = () => setRecordPageDone(true);
    const options = { capture: true, passive: true };
    addEventListener('pointerdown', drop, options);
    addEventListener('keydown', drop, options);
    return () => {
      removeEventListener('pointerdown', drop, options);
      removeEventListener('keydown', drop, options);
    };
  }, [drawing, recordPageDone]);
  if (!drawing || !host) return null;
  return createPortal(
    <>
      <TouchRipple ref={ripple} center />
      <BusySpinner />
      <ToastAlert variant="success" message="" actionLabel="-" onAction={nothing} onClose={nothing} />
      {RecordPage && !recordPageDone && (
        <GiveUpOnError onError={onRecordPageDone}>
          <RecordPage onDrawn={onRecordPageDone} />
        </GiveUpOnError>
      )}
    </>,
    host,
  );
}
