import Box from '@mui/material/Box';
import type { CellProps } from './CellProps';
import { formatText } from './formatters';

/** Plain text, cut to two lines so a long description does not make a row tall. */
export function TextCell({ value }: CellProps) {
  const text = formatText(value);
  return (
    <Box
      component="span"
      title={text.length > 80 ? text : undefined}
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}
    >
      {text}
    </Box>
  );
}
