import type { ComponentType } from 'react';
import { kindOf, type Kind } from '../../contract';
import { BooleanCell } from './BooleanCell';
import type { CellProps } from './CellProps';
import { FileCell } from './FileCell';
import { ImageCell } from './ImageCell';
import { ReferenceCell } from './ReferenceCell';
import { OneLineCell, TextCell, WordsCell } from './TextCell';

/**
 * How each field kind is drawn in a list (the words come from the kind: src/engine/contract/kinds); a new kind
 * is one line here, and its own component only when words are not enough.
 */
const cellRegistry: Record<Kind, ComponentType<CellProps>> = {
  text: TextCell,
  email: TextCell,
  url: TextCell,
  html: TextCell,
  secret: WordsCell,
  money: WordsCell,
  number: WordsCell,
  coordinate: WordsCell,
  date: WordsCell,
  'date-time': WordsCell,
  boolean: BooleanCell,
  reference: ReferenceCell,
  image: ImageCell,
  file: FileCell,
  cpf: OneLineCell,
  cnpj: OneLineCell,
  'cpf-cnpj': OneLineCell,
  phone: OneLineCell,
};

export function CellValue(props: CellProps) {
  const Cell = cellRegistry[kindOf(props.descriptor, props.column.field)];
  return <Cell {...props} />;
}
