import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { recordTitle } from '../../contract';
import { initials } from '../../core';
import type { CellProps } from './CellProps';

/**
 * A thumbnail (round for a person's avatar, `shape: circle`). Without an image: a person's initials (from
 * the record's title), a neutral placeholder for a thing.
 */
export function ImageCell({ value, row, column, descriptor }: CellProps) {
  const src = typeof value === 'string' && value ? value : undefined;
  const round = column.shape === 'circle';
  const title = recordTitle(descriptor, row);
  // The title is in the row already: the initials are decoration, of a name (never of "Usuário #8d23a1c9").
  const named = Boolean(descriptor.titleField && row[descriptor.titleField]);
  const letters = round && !src && named ? initials(title) : '';
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
