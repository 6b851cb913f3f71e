import { FetchError } from 'ofetch';
import { readErrorBody, type VersionConflict } from '../contract';

/** Text shown when the server could not be reached at all. */
export const NETWORK_FAILURE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.';
/** Text for a server fault that gave no reason of its own (a 500, a proxy's 502/504 page). */
const SERVER_FAULT = 'O servidor encontrou um erro inesperado. Tente novamente em instantes.';

/** What an answer without a reason of its own means to a person (never "the server answered 500"). */
function reasonless(status: number): string {
  if (status >= 500) return SERVER_FAULT;
  if (status === 404) return 'O registro não foi encontrado.';
  if (status === 403) return 'Você não tem permissão para esta operação.';
  if (status === 408) return 'O servidor demorou demais para responder. Tente novamente.';
  if (status === 429) return 'Muitas tentativas seguidas. Aguarde um instante e tente novamente.';
  return 'O servidor recusou a operação.';
}

/**
 * Every failure the data layer reports: the HTTP status (0 when the server was not reached),
 * the server's own reason when it gave one, and per-field messages from a 400.
 */
export class OperationError extends Error {
  readonly status: number;
  readonly reason?: string;
  readonly fieldErrors: Record<string, string>;
  /** A 412: the record changed since the screen read it; what it is now. */
  readonly conflict?: VersionConflict;

  constructor(status: number, message: string, options: { reason?: string; fieldErrors?: Record<string, string>; conflict?: VersionConflict; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'OperationError';
    this.status = status;
    this.reason = options.reason;
    this.fieldErrors = options.fieldErrors ?? {};
    this.conflict = options.conflict;
  }
}

/** Builds the error for an HTTP answer whose body may say why (JSON `{message}` or PostgREST's `{message, code}`). */
export function httpError(status: number, body: unknown, cause?: unknown): OperationError {
  if (!status) return new OperationError(0, NETWORK_FAILURE, { cause });
  const { reason, fieldErrors, conflict } = readErrorBody(body);
  return new OperationError(status, reason ?? reasonless(status), { reason, fieldErrors, conflict: status === 412 ? conflict : undefined, cause });
}

/** Any thrown value as an OperationError (ofetch's FetchError, a network TypeError, our own). */
export function toOperationError(e: unknown): OperationError {
  if (e instanceof OperationError) return e;
  if (e instanceof FetchError) return httpError(e.status ?? 0, e.data, e);
  if (e instanceof TypeError) return new OperationError(0, NETWORK_FAILURE, { cause: e });
  return new OperationError(0, e instanceof Error ? e.message : String(e), { cause: e });
}
