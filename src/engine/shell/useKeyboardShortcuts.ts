import { useEffect } from 'react';
import { CONTENT_ID } from './SkipLink';

/** Typing in a field: "/" and "?" are characters there, not shortcuts. */
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * The shell's shortcuts (listed in "Atalhos"): Ctrl/⌘+S submits the page's form, "/" goes to the page's search
 * box, "?" opens the help. Esc closing a dialog is MUI's own. Nothing happens while a dialog is open.
 */
export function useKeyboardShortcuts(openHelp: () => void) {
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      const main = document.getElementById(CONTENT_ID);
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's') {
        // Only a form that can be saved now: a read-only one has no submit button, a saving one a disabled one.
        const submit = main?.querySelector<HTMLButtonElement>('form button[type="submit"]:not(:disabled)');
        if (!submit?.form) return;
        // The browser's "save page" would never be what the user meant here.
        e.preventDefault();
        submit.form.requestSubmit(submit);
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (e.key === '/') {
        const search = main?.querySelector<HTMLInputElement>('input[type="search"]');
        if (!search) return;
        e.preventDefault();
        search.focus();
      } else if (e.key === '?') {
        e.preventDefault();
        openHelp();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openHelp]);
}
