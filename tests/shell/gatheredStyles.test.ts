// @vitest-environment node
// The server-drawn page's styles: every style tag before the markup, so that a browser painting the page while
// it streams in draws its first rows styled and where they stay (MUI writes the theme's CSS variables after the
// page's markup: rows painted before them moved once they came, and a click aimed at a row's button landed on the
// header). Emotion's one-per-element tags become one, in order, where the first was.
import { expect, it } from 'vitest';
import { gatheredStyles } from '../../src/engine/root';

it('every style before the markup, in their order, the element styles gathered into one tag naming them all', () => {
  const markup =
    '<style data-emotion="css-global 1abc">body{margin:0;}</style>' +
    '<style data-emotion="css 19qw">.css-19qw{display:flex;}</style><div class="css-19qw">' +
    '<style data-emotion="css 6lr8-MuiAppBar-root">.css-6lr8-MuiAppBar-root{top:0;}@media (min-width:900px){.css-6lr8-MuiAppBar-root{width:50%;}}</style><header class="css-6lr8-MuiAppBar-root">Outdoors</header>' +
    '<style data-emotion="css-global 13ks">@keyframes mui-auto-fill{from{display:block;}}</style>' +
    '<style data-emotion="css 1glk">.css-1glk{font:inherit;}</style><input class="css-1glk"/></div>' +
    '<style data-emotion="css-global t9fy">:root{--mui-spacing:8px;}</style>' +
    '<style>@media (prefers-color-scheme: dark){:root:not(.light){--mui-palette-mode:dark;}}</style>';
  expect(gatheredStyles(markup)).toBe(
    '<style data-emotion="css-global 1abc">body{margin:0;}</style>' +
      '<style data-emotion="css 19qw 6lr8-MuiAppBar-root 1glk">.css-19qw{display:flex;}.css-6lr8-MuiAppBar-root{top:0;}@media (min-width:900px){.css-6lr8-MuiAppBar-root{width:50%;}}.css-1glk{font:inherit;}</style>' +
      '<style data-emotion="css-global 13ks">@keyframes mui-auto-fill{from{display:block;}}</style>' +
      '<style data-emotion="css-global t9fy">:root{--mui-spacing:8px;}</style>' +
      '<style>@media (prefers-color-scheme: dark){:root:not(.light){--mui-palette-mode:dark;}}</style>' +
      '<div class="css-19qw"><header class="css-6lr8-MuiAppBar-root">Outdoors</header><input class="css-1glk"/></div>',
  );
});

it('markup without element styles: its global styles still come first', () => {
  expect(gatheredStyles('<p>Sem estilos</p><style data-emotion="css-global 1">p{}</style>')).toBe('<style data-emotion="css-global 1">p{}</style><p>Sem estilos</p>');
  expect(gatheredStyles('<p>Sem estilos</p>')).toBe('<p>Sem estilos</p>');
});
