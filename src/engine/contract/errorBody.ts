/** One field's problem, in Portuguese; `field` is the property name. */
export interface FieldError {
  field: string;
  message: string;
}

/** Every REST error answer: a Portuguese message, and per-field problems on a 400. */
interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

export const errorBody = (message: string, errors?: FieldError[]): ErrorBody => (errors?.length ? { message, errors } : { message });

/** A write refused because the record changed since it was read (412): the record now, and who saved it when. */
export interface VersionConflict {
  current: Record<string, unknown>;
  changedBy?: { name: string; at: string };
}

function readConflict(parsed: { current?: unknown; changedBy?: unknown } | undefined): VersionConflict | undefined {
  const current = parsed?.current;
  if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
  const by = parsed.changedBy as { name?: unknown; at?: unknown } | undefined;
  const changedBy = typeof by?.name === 'string' && typeof by.at === 'string' ? { name: by.name, at: by.at } : undefined;
  return { current: current as Record<string, unknown>, ...(changedBy ? { changedBy } : {}) };
}

/**
 * What a client can read out of any error answer (ours, or PostgREST's `{message, code}`): the reason, field
 * messages, and on a version conflict the current record.
 */
export function readErrorBody(body: unknown): { reason?: string; fieldErrors: Record<string, string>; conflict?: VersionConflict } {
  const parsed = body && typeof body === 'object' ? (body as { message?: unknown; errors?: unknown; current?: unknown; changedBy?: unknown }) : undefined;
  const reason = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(parsed?.errors)) {
    for (const e of parsed.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof e?.field === 'string' && typeof e.message === 'string') fieldErrors[e.field] ||= e.message;
    }
  }
  const conflict = readConflict(parsed);
  return { reason, fieldErrors, ...(conflict ? { conflict } : {}) };
}
