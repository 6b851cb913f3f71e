import type { CellProps } from './CellProps';
import { formatText } from './formatters';

/** Plain text, cut to two lines so a long description does not make a row tall (listCells.css). */
export function TextCell({ value }: CellProps) {
  const text = formatText(value);
  return (
    <span className="painel-cell-text" title={text.length > 80 ? text : undefined}>
      {text}
    </span>
  );
}
