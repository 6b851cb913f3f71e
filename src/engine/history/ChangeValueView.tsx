import type { ComponentType } from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { LONG_TEXT, shortText, type ChangeValue, type Kind } from '../contract';
import { looksLikeImage, useRecordTitle } from '../core';

interface ValueProps {
  value: ChangeValue;
  /** A reference's resource. */
  target?: string;
}

/** The kind's words, a long text cut short. */
function Words({ value }: ValueProps) {
  const long = value.text.length > LONG_TEXT;
  return <span title={long ? value.text : undefined}>{shortText(value.text)}</span>;
}

/** Another record, by its title (its id while it is read, or when it cannot be). */
function ReferenceValue({ value, target }: ValueProps) {
  const { title, loading } = useRecordTitle(target ?? '', value.value);
  if (loading) return <Skeleton variant="text" width={100} sx={{ display: 'inline-block' }} aria-label="Carregando" />;
  return <>{title}</>;
}

/** A picture: its thumbnail, opening the file. */
function ImageValue({ value }: ValueProps) {
  const url = String(value.value);
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label="Abrir imagem" sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      <Avatar variant="rounded" src={url} alt="" sx={{ width: 40, height: 40 }}>
        <ImageOutlinedIcon fontSize="small" />
      </Avatar>
    </Link>
  );
}

/** A file: an image as its thumbnail, anything else as a link named by its kind ("Abrir PDF"). */
function FileValue(props: ValueProps) {
  const url = String(props.value.value);
  if (looksLikeImage(url)) return <ImageValue {...props} />;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {`Abrir ${props.value.text === 'Arquivo' ? 'arquivo' : props.value.text}`}
    </Link>
  );
}

/** How each kind's value is drawn in a change; words are enough for most (a new kind is one line here). */
const valueViews: Record<Kind, ComponentType<ValueProps>> = {
  text: Words,
  email: Words,
  url: Words,
  html: Words,
  secret: Words,
  money: Words,
  number: Words,
  coordinate: Words,
  date: Words,
  'date-time': Words,
  boolean: Words,
  reference: ReferenceValue,
  image: ImageValue,
  file: FileValue,
  cpf: Words,
  cnpj: Words,
  'cpf-cnpj': Words,
  phone: Words,
};

export function ChangeValueView({ kind, ...props }: ValueProps & { kind: Kind }) {
  const View = valueViews[kind];
  return <View {...props} />;
}
