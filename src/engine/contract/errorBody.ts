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

/** What a client can read out of any error answer (ours, or PostgREST's `{message, code}`): the reason and field messages. */
export function readErrorBody(body: unknown): { reason?: string; fieldErrors: Record<string, string> } {
  const parsed = body && typeof body === 'object' ? (body as { message?: unknown; errors?: unknown }) : undefined;
  const reason = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
  const fieldErrors: Record<string, string> = {};
  if (Array.isArray(parsed?.errors)) {
    for (const e of parsed.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof e?.field === 'string' && typeof e.message === 'string') fieldErrors[e.field] ||= e.message;
    }
  }
  return { reason, fieldErrors };
}
