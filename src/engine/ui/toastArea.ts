/**
 * The toast area stays at the top right (spec §2) but starts under the app bar, so a toast never covers the
 * account button (the only way to "Sair"), and under the page's own actions and banners when they are at the
 * top of the screen (toastClearance sets --painel-toast-top): the list's "Novo …", "Colunas", "Exportar CSV",
 * a form's "Recuperamos as alterações…". The app bar is 56 px high on phones, 64 px from 600 px up.
 */
export const TOAST_AREA = 'painel-toast-area';
/** How far down the page's actions and banners reach, written while a toast is shown (toastClearance). */
export const TOAST_TOP_VARIABLE = '--painel-toast-top';
/**
 * On <html> once the area has been placed for the toasts on screen (toastClearance): only then does it glide
 * when the page moves under it. Placed without it, a new toast appears where it belongs instead of sliding
 * there from where the last one sat, over the page's actions ("Nova vaga").
 */
export const TOASTS_PLACED = 'data-painel-toasts-placed';

const top = (underAppBar: string) => `max(${underAppBar}, var(${TOAST_TOP_VARIABLE}, 0px)) !important`;

export const toastAreaStyles = {
  // notistack's own container glides its top for 300 ms: a new area would slide in from where the last one sat.
  [`.${TOAST_AREA}`]: { top: top('72px'), transition: 'none !important' },
  [`[${TOASTS_PLACED}] .${TOAST_AREA}`]: { transition: 'top 150ms ease-out !important' },
  // On a phone the area spans the screen, so a toast is never pushed past its right edge.
  '@media (max-width: 599.95px)': {
    [`.${TOAST_AREA}`]: { top: top('64px'), left: '8px !important', right: '8px !important', maxWidth: 'calc(100% - 16px) !important' },
  },
};
