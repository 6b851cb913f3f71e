import type { Resource } from '../model';

/** A stored row as JSON (PostgreSQL's to_jsonb): every column, typed as JSON reads it. */
export type RowJson = Record<string, unknown>;

export type { FieldChange } from '../../engine/contract';

/** Fields whose values never reach the history: secrets (not even hashed) and the descriptor's `history.redact`. */
export const hiddenFields = (res: Resource) => new Set([...res.secrets, ...(res.descriptor.history?.redact ?? [])]);
