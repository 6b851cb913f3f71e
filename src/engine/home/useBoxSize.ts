import { useLayoutEffect, useRef, useState } from 'react';

export interface BoxSize {
  width: number;
  height: number;
}

/**
 * An element's inner size, read before the first paint and again whenever it changes (a card narrowing, a legend
 * wrapping); `initial` until there is a layout to read (happy-dom has none).
 */
export function useBoxSize<T extends HTMLElement>(initial: BoxSize) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const { clientWidth: width, clientHeight: height } = el;
      if (width > 0 && height > 0) setSize((was) => (was.width === width && was.height === height ? was : { width, height }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [size, ref] as const;
}
