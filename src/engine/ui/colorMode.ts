/** Where the user's light/dark choice is kept (this browser only): MUI's `modeStorageKey`. */
export const COLOR_MODE_KEY = 'painel-tema';

/**
 * Puts the remembered choice on <html> as MUI's class scheme selector does (`light` / `dark`), for a page drawn
 * without MUI at run time (the sign-in page). No choice, or "system": no class, the system's scheme applies.
 */
export function applyStoredColorMode(root: HTMLElement = document.documentElement) {
  let mode: string | null = null;
  try {
    mode = localStorage.getItem(COLOR_MODE_KEY);
  } catch {
    // Storage blocked: the system's scheme.
  }
  if (mode !== 'light' && mode !== 'dark') return;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
}
