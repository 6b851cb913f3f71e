const ELEMENT_STYLE = /<style data-emotion="css ([^"]+)">([^<]*)<\/style>/g;
const PLACE = '\u0000painel-styles\u0000';

/**
 * Emotion's server renderer writes a `<style data-emotion="css …">` before each element that brings new rules: a
 * list's page has hundreds. Gathered into one, in their order, where the first was: one stylesheet for the browser
 * to parse, which the app's Emotion cache adopts as it starts (it reads the names in `data-emotion` and computes
 * none of those rules again). Global styles (`css-global …`) stay where they are: Emotion looks them up one by one.
 */
export function gatheredStyles(markup: string): string {
  const names: string[] = [];
  const rules: string[] = [];
  const rest = markup.replace(ELEMENT_STYLE, (_tag, ids: string, css: string) => {
    names.push(ids);
    rules.push(css);
    return names.length === 1 ? PLACE : '';
  });
  return names.length ? rest.replace(PLACE, `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`) : markup;
}
