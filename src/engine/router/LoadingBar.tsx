import LinearProgress from '@mui/material/LinearProgress';
import { brandColor } from '../ui';
import { useBusy } from './useBusy';
import { useDelayedFlag } from './useDelayedFlag';

const SHOW_DELAY_MS = 150;

/** The spec's thin top bar: teal, 3 px, with a shadow, above everything else. */
export function LoadingBar() {
  const visible = useDelayedFlag(useBusy(), SHOW_DELAY_MS);
  if (!visible) return null;
  return (
    <LinearProgress
      aria-label="Carregando"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (t) => t.zIndex.tooltip + 1,
        bgcolor: 'transparent',
        boxShadow: `0 0 10px ${brandColor}, 0 0 5px ${brandColor}`,
        '& .MuiLinearProgress-bar': { bgcolor: brandColor },
      }}
    />
  );
}
