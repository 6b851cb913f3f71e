import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PanelData } from '../contract';
import { bandOf, bandWords, panelValue, type Band } from './panelWords';

/** Each band's colour; its words say the same, so colour is never the only sign. */
const BAND_COLOR: Record<Band, 'warning' | 'success' | 'info'> = { below: 'warning', within: 'success', above: 'info' };

/** A figure: its number by its unit, the period under it, and where it falls against the thresholds. */
export function FigureBody({ data }: { data: PanelData }) {
  const band = data.thresholds && data.value !== undefined ? bandOf(data.value, data.thresholds) : undefined;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 600, color: band ? `${BAND_COLOR[band]}.main` : 'text.primary' }}>
        {panelValue(data.value, data.unit)}
      </Typography>
      {data.periodLabel && (
        <Typography variant="body2" color="text.secondary">
          {data.periodLabel}
        </Typography>
      )}
      {band && data.thresholds && (
        // The words in the text colour (a light orange on white is too faint to read), the band's colour on the border.
        <Chip size="small" variant="outlined" label={bandWords(band, data.thresholds, data.unit)} sx={{ color: 'text.primary', borderColor: `${BAND_COLOR[band]}.main` }} />
      )}
    </Stack>
  );
}
