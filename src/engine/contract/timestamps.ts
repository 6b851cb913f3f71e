import type { FieldSchema } from './descriptor.types';

/** Times the server sets on every stored record: sortable and filterable like fields, never written by a client. */
export const TIMESTAMP_FIELDS: Record<'createdAt' | 'updatedAt', FieldSchema> = {
  createdAt: { title: 'Criado em', type: 'string', format: 'date-time', readOnly: true },
  updatedAt: { title: 'Atualizado em', type: 'string', format: 'date-time', readOnly: true },
};
export type TimestampField = keyof typeof TIMESTAMP_FIELDS;
export const isTimestamp = (field: string): field is TimestampField => Object.hasOwn(TIMESTAMP_FIELDS, field);
