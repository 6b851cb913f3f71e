const STYLE = /<style(?: data-emotion="([^"]*)")?>([^<]*)<\/style>/g;
const PLACE = '\u0000painel-styles\u0000';

/**
 * The server-drawn page's style tags, all put before its markup, in their order. A browser paints a page while it
 * streams in: MUI writes the theme's CSS variables (and the dark scheme's rule follows them) after the page's
 * markup, so rows painted before those came drew unstyled and moved when they did (a click aimed at a row's button
 * landed on the header). Emotion's server renderer also writes a `<style data-emotion="css …">` before each
 * element that brings new rules: a list's page has hundreds. Those are gathered into one, in their order, where
 * the first was: one stylesheet for the browser to parse, which the app's Emotion cache adopts as it starts (it
 * reads the names in `data-emotion` and computes none of those rules again). Global styles (`css-global …`) stay
 * tags of their own: Emotion looks them up one by one, wherever they are.
 */
export function gatheredStyles(markup: string): string {
  const tags: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = markup.replace(STYLE, (tag, emotion: string | undefined, css: string) => {
    if (emotion?.startsWith('css ')) {
      names.push(emotion.slice('css '.length));
      rules.push(css);
      if (names.length === 1) tags.push(PLACE);
    } else tags.push(tag);
    return '';
  });
  return tags.join('').replace(PLACE, `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`) + rest;
}
