import type { SnackbarKey, SnackbarProvider } from 'notistack';
import type { Notify } from '../data';
import { TOAST_WITH_ACTION_MS, toastDurations } from './toastOptions';

/** Hears a notice; returns true when it shows the notice itself (a dialog, where it happened): then no toast. */
export type NoticeListener = (...notice: Parameters<Notify>) => boolean | void;

interface EngineNotify extends Notify {
  /** Closes the error toasts shown so far: they were about the screen the user just left. */
  dismissErrors(): void;
  /** Hears every notice (a dialog shows the failure of its own action, instead of a toast); returns the unsubscribe. */
  subscribe(listener: NoticeListener): () => void;
}

/**
 * The engine's `Notify` on top of one SnackbarProvider instance (not notistack's global functions,
 * so two apps on one page, or test after test, never share toasts). Durations are per call: notistack
 * has no per-variant default.
 */
export function createNotify(provider: () => SnackbarProvider | null): EngineNotify {
  const errors = new Set<SnackbarKey>();
  const listeners = new Set<NoticeListener>();
  const notify: Notify = (variant, title, description, detail) => {
    let shownInPlace = false;
    for (const listener of listeners) shownInPlace = listener(variant, title, description, detail) === true || shownInPlace;
    // Said once, where it happened.
    if (shownInPlace) return () => {};
    const snackbar = provider();
    if (!snackbar) {
      console.info(`[${variant}] ${title}${description ? ` — ${description}` : ''}`);
      return () => {};
    }
    const key = snackbar.enqueueSnackbar(title, {
      variant,
      description,
      noticeAction: detail?.action,
      autoHideDuration: detail?.action ? TOAST_WITH_ACTION_MS : toastDurations[variant],
      onExited: (_node, closed) => errors.delete(closed),
    });
    if (variant === 'error') errors.add(key);
    return () => snackbar.closeSnackbar(key);
  };
  return Object.assign(notify, {
    dismissErrors() {
      for (const key of errors) provider()?.closeSnackbar(key);
      errors.clear();
    },
    subscribe(listener: NoticeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  });
}
