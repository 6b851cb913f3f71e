import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { initials, recordTitle } from '../../core';
import type { CellProps } from './CellProps';

/**
 * A thumbnail (round for a person's avatar, `shape: circle`). Without an image: a person's initials (from
 * the record's title), a neutral placeholder for a thing.
 */
export function ImageCell({ value, row, column, descriptor }: CellProps) {
  const src = typeof value === 'string' && value ? value : undefined;
  const round = column.shape === 'circle';
  const title = recordTitle(descriptor, row);
  // The title is in the row already: the initials are decoration. A bare id is no one's name.
  const letters = round && !src && title !== String(row.id) ? initials(title) : '';
  return (
    <Avatar
      variant={round ? 'circular' : 'rounded'}
      src={src}
      alt={src ? `Imagem de ${title}` : undefined}
      className={`painel-cell-picture${round ? ' painel-cell-picture-round' : ''}${letters ? ' painel-cell-initials' : ''}`}
    >
      {letters ? <span aria-hidden>{letters}</span> : <ImageOutlinedIcon fontSize="small" aria-label="Sem imagem" />}
    </Avatar>
  );
}
