import type { Notify } from '../data';

type Variant = Parameters<Notify>[0];

// Spec §9: success 2000 ms, error 4000 ms, anything else the 5000 ms default.
export const toastDurations: Record<Variant, number> = { success: 2000, error: 4000, info: 5000, warning: 5000 };

/** Spec §9: at most 20 toasts at once. */
export const maxToasts = 20;

declare module 'notistack' {
  // Every variant carries an optional description under its title (spec §3: toast = type, title, description?).
  interface VariantOverrides {
    default: { description?: string };
    success: { description?: string };
    error: { description?: string };
    info: { description?: string };
    warning: { description?: string };
  }
}
