/**
 * The dark scheme's variables also under `prefers-color-scheme: dark` until the app's script sets the
 * scheme class on <html> (the policy forbids MUI's inline script that would set it earlier): a visitor whose
 * system is dark does not get a white flash.
 */
export function systemDarkRule(markup: string): string {
  const variables = /(?:^|[}>])\.dark\{([^}]*)\}/.exec(markup);
  // Component rules written for the dark class (`*:where(.dark) .css-x{…}`) too.
  const rules = [...markup.matchAll(/\*:where\(\.dark\) ([^{]+)\{([^}]*)\}/g)].map(([, selector, body]) => `:root:not(.light) ${selector}{${body}}`);
  if (!variables) return '';
  return `<style>@media (prefers-color-scheme: dark){:root:not(.light){${variables[1]}}${rules.join('')}}</style>`;
}
