import { charsOf, type WrittenForm } from '../../contract';

/** What a masked box needs of a written form. */
export type Mask = Pick<WrittenForm, 'mask' | 'typed'>;

/** Where in `text` the caret goes to stand after `count` typed characters (the punctuation around them skipped). */
function afterTyped(text: string, count: number, typed: RegExp): number {
  let at = 0;
  for (let seen = 0; at < text.length && seen < count; at += 1) if (typed.test(text[at])) seen += 1;
  return at;
}

/** The typed character nearest the caret on the side a deletion goes (-1: none). */
function besideCaret(text: string, caret: number, typed: RegExp, forward: boolean): number {
  if (forward) {
    for (let i = caret; i < text.length; i += 1) if (typed.test(text[i])) return i;
  } else {
    for (let i = caret - 1; i >= 0; i -= 1) if (typed.test(text[i])) return i;
  }
  return -1;
}

/**
 * What a masked box shows after an edit (`raw`, the box's text with the caret at `caret`, replacing `previous`),
 * and where its caret goes: after as many typed characters as stood before it, whatever punctuation the mask
 * added or moved ("529|" + "9" → "529.9|", a digit put in the middle stays before the caret). Deleting nothing but
 * punctuation would change nothing (the mask puts it back): the typed character beside it goes with it.
 */
export function maskedTyping(form: Mask, previous: string, raw: string, caret: number, inputType?: string): { text: string; caret: number } {
  let source = raw;
  let at = caret;
  if (raw.length < previous.length && charsOf(raw, form.typed) === charsOf(previous, form.typed)) {
    const forward = inputType === 'deleteContentForward';
    const i = besideCaret(raw, at, form.typed, forward);
    if (i >= 0) {
      source = raw.slice(0, i) + raw.slice(i + 1);
      if (!forward) at = i;
    }
  }
  const text = form.mask(source);
  return { text, caret: afterTyped(text, charsOf(source.slice(0, at), form.typed).length, form.typed) };
}
