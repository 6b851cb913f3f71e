import { useEffect, useRef, useState, type ComponentType, type Ref } from 'react';
import { createPortal } from 'react-dom';
import TouchRippleRender, { type TouchRippleActions, type TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { whenIdle } from '../core';
import { BusySpinner, ToastAlert } from '../ui';

const nothing = () => {};
// MUI types it as the render function it wraps in forwardRef: it is the component every button draws.
const TouchRipple = TouchRippleRender as unknown as ComponentType<TouchRippleProps & { ref: Ref<TouchRippleActions> }>;

/**
 * Draws once, while the browser is idle and out of the document, what the first clicks would otherwise style for
 * the first time: a click's ripple, a button's busy spinner, a toast with its button. Emotion computes a
 * component's rules the first time it is drawn and inserts them into the page's stylesheet, which then has to be
 * matched again: at 4× CPU that was part of the click itself (a menu link's first ripple; Salvar's spinner and
 * its toast). Done here, the rules are in the sheet before the click, which only finds them. Nothing is shown:
 * the elements live in a detached node and are unmounted once drawn.
 */
export function StylePrimer() {
  const [stage, setStage] = useState<'waiting' | 'drawing' | 'done'>('waiting');
  const [host] = useState(() => (typeof document === 'undefined' ? undefined : document.createElement('div')));
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => whenIdle(() => setStage('drawing')), []);
  useEffect(() => {
    if (stage !== 'drawing') return;
    // A ripple's own rules come with its first ripple, not with the button: done once that ripple is drawn.
    ripple.current?.start(undefined, { center: true }, () => setStage('done'));
  }, [stage]);
  if (stage !== 'drawing' || !host) return null;
  return createPortal(
    <>
      <TouchRipple ref={ripple} center />
      <BusySpinner />
      <ToastAlert variant="success" message="" actionLabel="-" onAction={nothing} onClose={nothing} />
    </>,
    host,
  );
}
