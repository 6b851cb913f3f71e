import Chip from '@mui/material/Chip';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { looksLikeImage } from '../../core';
import type { CellProps } from './CellProps';
import { ImageCell } from './ImageCell';

/** An uploaded file: images as a thumbnail, anything else (PDF) as a chip that opens it. */
export function FileCell(props: CellProps) {
  const url = typeof props.value === 'string' ? props.value : '';
  if (!url || looksLikeImage(url)) return <ImageCell {...props} />;
  return (
    <Chip
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      clickable
      size="small"
      variant="outlined"
      icon={<PictureAsPdfOutlinedIcon />}
      label={/\.pdf(\?.*)?$/i.test(url) ? 'Abrir PDF' : 'Abrir arquivo'}
    />
  );
}
