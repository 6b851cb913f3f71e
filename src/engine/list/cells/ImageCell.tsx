import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { recordTitle } from '../../core';
import type { CellProps } from './CellProps';

/** A thumbnail; a neutral placeholder when the record has no image. */
export function ImageCell({ value, row, descriptor }: CellProps) {
  const src = typeof value === 'string' && value ? value : undefined;
  return (
    <Avatar variant="rounded" src={src} alt={src ? `Imagem de ${recordTitle(descriptor, row)}` : undefined} sx={{ width: 56, height: 40, bgcolor: 'grey.200', color: 'grey.500' }}>
      <ImageOutlinedIcon fontSize="small" aria-label="Sem imagem" />
    </Avatar>
  );
}
