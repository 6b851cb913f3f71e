// index.html draws the app page's first moments in its own CSS (no script has run yet), so it holds copies of two
// theme colours; this keeps them from drifting apart when the theme changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CssVarsTheme } from '@mui/material/styles';
import { brandColor, theme } from '../../src/engine/ui/theme';

const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const rule = (selector: string) => new RegExp(`${selector.replace(/[()[\]:.]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(html)?.[1] ?? '';

test('the starting bar (on an empty root, and over a drawn page whose link was clicked) is the brand teal, and the dark scheme\'s page background is the theme\'s', () => {
  expect(rule('#root[data-painel-going]::before').toLowerCase()).toContain(`background: ${brandColor.toLowerCase()};`);
  expect(html).toMatch(/#root:empty::before,\s*#root\[data-painel-going\]::before\s*\{/);
  const dark = /prefers-color-scheme: dark\)\s*\{\s*html\s*\{([^}]*)\}/.exec(html)?.[1] ?? '';
  expect(dark).toContain(`background: ${(theme as unknown as CssVarsTheme).colorSchemes.dark?.palette.background.default};`);
});
