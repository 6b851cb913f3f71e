import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { kinds, type Kind } from '../../contract';
import { maskedTyping, type Mask } from './maskedTyping';
import { formValue, typedFieldInfo, typedFieldProps } from './typedTextField';
import { useTypedText } from './useTypedText';

/** A field a descriptor draws masked whose kind has no written form: typed as it is. */
const PLAIN: Mask & { keyboard: 'text' } = { mask: (t) => t, typed: /[^]/, keyboard: 'text' };

/**
 * A CPF, a CNPJ or a phone typed in its written form: punctuation appears as characters come (a small formatter of
 * the field's kind, the one the server and the import read with: no mask library repeating it), the caret stays
 * after the character just typed, a paste of digits alone is punctuated, and the phone gets the keyboard its
 * characters need. The form gets the stored form ("+55 11 98765-4321" → "(11) 98765-4321", shown once the field is
 * left); text its kind refuses goes to the form as typed, and the form says why (writtenCheck).
 */
export function MaskedWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, schema } = props;
  const kind = options.kind as Kind | undefined;
  const form = (kind && kinds[kind]?.written) || PLAIN;
  const { text, setText, commit } = useTypedText(value, (v) => (typeof v === 'string' ? v : ''));
  const input = useRef<HTMLInputElement>(null);
  // A new object per keystroke: the caret is put back even when the text came out the same (a letter in a CPF).
  const [caret, setCaret] = useState<{ at: number }>();
  useLayoutEffect(() => {
    if (caret && input.current && input.current === document.activeElement) input.current.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  function change(e: ChangeEvent<HTMLInputElement>) {
    const box = e.target;
    const typed = maskedTyping(form, text, box.value, box.selectionStart ?? box.value.length, (e.nativeEvent as InputEvent).inputType);
    const read = kind ? kinds[kind].parse(typed.text, typedFieldInfo(name, schema, kind)) : { value: typed.text };
    const out = formValue(read, typed.text, options.emptyValue);
    commit(typed.text, out);
    setCaret({ at: typed.caret });
    onChange(out);
  }

  return (
    <TextField
      {...typedFieldProps(props)}
      value={text}
      inputRef={input}
      onChange={change}
      onBlur={() => {
        if (typeof value === 'string') setText(value);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { inputMode: form.keyboard, autoComplete: 'off', spellCheck: false } }}
    />
  );
}
