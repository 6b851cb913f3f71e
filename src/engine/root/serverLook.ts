import type { Theme } from '@mui/material/styles';

/** The widths a server assumes for a page it draws: a phone's, else a desktop's (what the request's headers hint). */
export const ASSUMED_WIDTH = { phone: 390, desktop: 1280 } as const;

/** Whether a `(min-width:…px)` / `(max-width:…px)` media query holds on a screen `width` pixels wide. */
function mediaMatches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/**
 * The theme as a server draws with it: without a window, MUI's useMediaQuery answers what `ssrMatchMedia` says,
 * so the page comes out laid out for the assumed screen (drawer or menu button, table or cards).
 */
export function serverLook(theme: Theme, width: number): Theme {
  return {
    ...theme,
    components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: (query: string) => ({ matches: mediaMatches(query, width) }) } } },
  };
}
