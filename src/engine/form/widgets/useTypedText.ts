import { useEffect, useRef, useState } from 'react';

/**
 * The text of a widget that shows its value differently from how the form keeps it (a Brazilian number or
 * date): what the user types stays as typed, while a value from outside (a loaded record, a discarded draft)
 * replaces the text with `shown(value)`. `commit(text, out)` records a keystroke and the value it gives.
 */
export function useTypedText(value: unknown, shown: (v: unknown) => string) {
  const [text, setText] = useState(() => shown(value));
  const typed = useRef<unknown>(value);

  useEffect(() => {
    if (value !== typed.current) setText(shown(value));
    typed.current = value;
    // `shown` is a formatting rule, not state: a new function each render must not reset the text.
  }, [value]);

  const commit = (next: string, out: unknown) => {
    setText(next);
    typed.current = out;
  };
  return { text, setText, commit };
}
