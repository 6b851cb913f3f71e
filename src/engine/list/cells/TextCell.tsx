import { wordFor } from '../../contract';
import type { CellProps } from './CellProps';

/** Plain text, cut to two lines so a long description does not make a row tall (listCells.css). */
export function TextCell({ value, column, descriptor }: CellProps) {
  const text = wordFor(descriptor, column.field, value);
  return (
    <span className="painel-cell-text" title={text.length > 80 ? text : undefined}>
      {text}
    </span>
  );
}

/** A value worded by its kind ("R$ 2.500,50", "31/12/2026", "-23,5505"), on one line. */
export function WordsCell({ value, column, descriptor }: CellProps) {
  return <>{wordFor(descriptor, column.field, value)}</>;
}

/** A value that reads as one piece ("(11) 98765-4321", "12.ABC.345/01DE-35"): never broken across lines. */
export function OneLineCell({ value, column, descriptor }: CellProps) {
  return <span className="painel-cell-nowrap">{wordFor(descriptor, column.field, value)}</span>;
}
