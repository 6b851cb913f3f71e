import type { SnackbarProvider } from 'notistack';
import type { Notify } from '../data';
import { toastDurations } from './toastOptions';

/**
 * The engine's `Notify` on top of one SnackbarProvider instance (not notistack's global functions,
 * so two apps on one page, or test after test, never share toasts). Durations are per call: notistack
 * has no per-variant default.
 */
export function createNotify(provider: () => SnackbarProvider | null): Notify {
  return (variant, title, description) => {
    const snackbar = provider();
    if (!snackbar) {
      console.info(`[${variant}] ${title}${description ? ` — ${description}` : ''}`);
      return;
    }
    snackbar.enqueueSnackbar(title, { variant, description, autoHideDuration: toastDurations[variant] });
  };
}
