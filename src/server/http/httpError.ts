import { errorBody, type FieldError } from '../../engine/contract';

/** An answer the client is meant to read: status, Portuguese message, optional per-field details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
    /** More the body carries beside the message (a 412's `current` record). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON() {
    return { ...errorBody(this.message, this.errors), ...this.extra };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);
export const forbidden = (message: string) => new HttpError(403, message);
