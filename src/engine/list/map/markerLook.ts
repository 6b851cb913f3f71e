import type { SxProps } from '@mui/material/styles';
import type { PointStatus } from './mapPoints';

/** "Livre" / "Ocupado": what a marker's name and card say beside its colour and shape. */
export const statusWord = (status: PointStatus) => (status === 'livre' ? 'Livre' : 'Ocupado');

const ring = { border: '2px solid #fff', boxShadow: '0 1px 4px rgba(0,0,0,0.45)', color: '#fff' } as const;

/**
 * Colour is never the only cue: free is a round marker (green), occupied a square one (red), and without a
 * period a round one in the theme's primary colour. Clusters are round with their count, in the same colour.
 */
export function markerLook(status: PointStatus | undefined): { marker: SxProps; cluster: SxProps } {
  const bg = status === 'livre' ? 'success.main' : status === 'ocupado' ? 'error.main' : 'primary.main';
  const shape = status === 'ocupado' ? { borderRadius: '3px' } : { borderRadius: '50%' };
  return {
    marker: { ...ring, ...shape, bgcolor: bg },
    cluster: { ...ring, borderRadius: '50%', bgcolor: bg, display: 'grid', placeItems: 'center' },
  };
}
