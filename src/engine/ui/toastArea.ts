/**
 * The toast area stays at the top right (spec §2) but starts under the app bar, so a toast never covers the
 * account button (the only way to "Sair"). The app bar is 56 px high on phones, 64 px from 600 px up.
 */
export const TOAST_AREA = 'painel-toast-area';

export const toastAreaStyles = {
  [`.${TOAST_AREA}`]: { top: '72px !important' },
  // On a phone the area spans the screen, so a toast is never pushed past its right edge.
  '@media (max-width: 599.95px)': {
    [`.${TOAST_AREA}`]: { top: '64px !important', left: '8px !important', right: '8px !important', maxWidth: 'calc(100% - 16px) !important' },
  },
};
