import { FetchError } from 'ofetch';
import { readErrorBody } from '../contract';

/** Text shown when the server could not be reached at all. */
export const NETWORK_FAILURE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';

/**
 * Every failure the data layer reports: the HTTP status (0 when the server was not reached),
 * the server's own reason when it gave one, and per-field messages from a 400.
 */
export class OperationError extends Error {
  readonly status: number;
  readonly reason?: string;
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, message: string, options: { reason?: string; fieldErrors?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'OperationError';
    this.status = status;
    this.reason = options.reason;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** Builds the error for an HTTP answer whose body may say why (JSON `{message}` or PostgREST's `{message, code}`). */
export function httpError(status: number, body: unknown, cause?: unknown): OperationError {
  if (!status) return new OperationError(0, NETWORK_FAILURE, { cause });
  const { reason, fieldErrors } = readErrorBody(body);
  return new OperationError(status, reason ?? `O servidor respondeu ${status}.`, { reason, fieldErrors, cause });
}

/** Any thrown value as an OperationError (ofetch's FetchError, a network TypeError, our own). */
export function toOperationError(e: unknown): OperationError {
  if (e instanceof OperationError) return e;
  if (e instanceof FetchError) return httpError(e.status ?? 0, e.data, e);
  if (e instanceof TypeError) return new OperationError(0, NETWORK_FAILURE, { cause: e });
  return new OperationError(0, e instanceof Error ? e.message : String(e), { cause: e });
}
