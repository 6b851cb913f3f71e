// @vitest-environment node
// The server-drawn page's styles: Emotion's one-per-element tags become one, in order, where the first was.
import { expect, it } from 'vitest';
import { gatheredStyles } from '../../src/engine/root';

it('element styles gathered into one tag naming them all, in their order; global styles left in place', () => {
  const markup =
    '<style data-emotion="css-global 1abc">body{margin:0;}</style>' +
    '<style data-emotion="css 19qw">.css-19qw{display:flex;}</style><div class="css-19qw">' +
    '<style data-emotion="css 6lr8-MuiAppBar-root">.css-6lr8-MuiAppBar-root{top:0;}@media (min-width:900px){.css-6lr8-MuiAppBar-root{width:50%;}}</style><header class="css-6lr8-MuiAppBar-root">Outdoors</header>' +
    '<style data-emotion="css-global 13ks">@keyframes mui-auto-fill{from{display:block;}}</style>' +
    '<style data-emotion="css 1glk">.css-1glk{font:inherit;}</style><input class="css-1glk"/></div>';
  expect(gatheredStyles(markup)).toBe(
    '<style data-emotion="css-global 1abc">body{margin:0;}</style>' +
      '<style data-emotion="css 19qw 6lr8-MuiAppBar-root 1glk">.css-19qw{display:flex;}.css-6lr8-MuiAppBar-root{top:0;}@media (min-width:900px){.css-6lr8-MuiAppBar-root{width:50%;}}.css-1glk{font:inherit;}</style>' +
      '<div class="css-19qw"><header class="css-6lr8-MuiAppBar-root">Outdoors</header>' +
      '<style data-emotion="css-global 13ks">@keyframes mui-auto-fill{from{display:block;}}</style>' +
      '<input class="css-1glk"/></div>',
  );
});

it('markup without element styles is left as it is', () => {
  expect(gatheredStyles('<p>Sem estilos</p><style data-emotion="css-global 1">p{}</style>')).toBe('<p>Sem estilos</p><style data-emotion="css-global 1">p{}</style>');
});
