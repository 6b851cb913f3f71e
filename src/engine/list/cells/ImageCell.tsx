import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { recordTitle } from '../../core';
import type { CellProps } from './CellProps';

/** A thumbnail (round for a person's avatar, `shape: circle`); a neutral placeholder when the record has no image. */
export function ImageCell({ value, row, column, descriptor }: CellProps) {
  const src = typeof value === 'string' && value ? value : undefined;
  const round = column.shape === 'circle';
  return (
    <Avatar
      variant={round ? 'circular' : 'rounded'}
      src={src}
      alt={src ? `Imagem de ${recordTitle(descriptor, row)}` : undefined}
      className={round ? 'painel-cell-picture painel-cell-picture-round' : 'painel-cell-picture'}
    >
      <ImageOutlinedIcon fontSize="small" aria-label="Sem imagem" />
    </Avatar>
  );
}
