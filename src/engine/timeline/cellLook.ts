import type { Theme } from '@mui/material/styles';

/** Colours a status takes by its place among the field's values (the engine knows no status by name). */
const PALETTES = ['warning', 'success', 'info', 'secondary', 'error', 'primary'] as const;
/** How many looks there are (the seventh status looks like the first). */
export const STATUS_LOOKS = PALETTES.length;

/**
 * An occupied cell's look: its status's colour as an edge and a tint (readable in light and dark), and stripes on
 * every other status, so two statuses differ by more than colour (each cell says its status in text too).
 */
export function occupiedLook(theme: Theme, statusIndex: number) {
  const main = (theme.vars ?? theme).palette[PALETTES[Math.max(0, statusIndex) % PALETTES.length]].main;
  return {
    borderLeft: `4px solid ${main}`,
    backgroundColor: `color-mix(in srgb, ${main} 16%, transparent)`,
    ...(statusIndex % 2 === 0 ? { backgroundImage: 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(127, 127, 127, 0.16) 6px 9px)' } : {}),
  };
}
