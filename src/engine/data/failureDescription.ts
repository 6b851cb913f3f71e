import { NETWORK_FAILURE, type OperationError } from './OperationError';

/**
 * What to do instead, for a refusal that sending the same call again cannot change: the spec's failure title
 * stays word for word, even where it says "tente novamente", so the line under it says that trying again will
 * not help.
 */
const FINAL: Record<number, string> = {
  403: 'Tentar de novo não muda isso: peça a um administrador, se precisar.',
  404: 'O registro pode ter sido excluído por outra pessoa; tentar de novo não adianta.',
  410: 'O registro pode ter sido excluído por outra pessoa; tentar de novo não adianta.',
};

/** The line under a failure's title: the server's reason (or what its status means), and what to do when a retry cannot succeed. */
export function failureDescription(error: OperationError): string {
  const why = error.reason ?? (error.status === 0 ? NETWORK_FAILURE : error.message);
  const instead = FINAL[error.status];
  return instead ? `${why} ${instead}` : why;
}
