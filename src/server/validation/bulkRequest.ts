import { MAX_SEARCH_LENGTH, phrases, readListCriteria, type ListCriteria } from '../../engine/contract';
import { badRequest } from '../http';
import type { Resource } from '../model';
import { criteriaError } from './listRequest';

/** A checked bulk body: the action, and the records by id or by the list query they match. */
type BulkTarget = ({ action: string; ids: string[] } | { action: string; criteria: ListCriteria; expected: number }) & { value?: boolean };

const MAX_ID_LENGTH = 200;
const SHAPE = 'Envie um objeto JSON com action e ids (ou action e query).';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * `{action, ids}` or `{action, query: {q?, filters?}}` ("all N matching"), checked against the descriptor:
 * the action is one of `actions`, the ids are at most `max` non-empty texts (repeats run once), the query's
 * search and filters are read as the list reads them. Nothing the client sent is repeated in a message.
 */
export function readBulkRequest(res: Resource, body: unknown, actions: string[], max: number, settable: string[] = []): BulkTarget {
  if (!isObject(body)) throw badRequest(SHAPE);
  if (Object.keys(body).some((k) => !['action', 'ids', 'query', 'expected', 'value'].includes(k))) throw badRequest(`${SHAPE} Nenhum outro campo é aceito.`);
  if (body.action === undefined) throw fail('action', 'Ação: campo obrigatório.');
  if (typeof body.action !== 'string' || !actions.includes(body.action)) {
    throw fail('action', `Ação em lote desconhecida. Esta lista aceita: ${actions.join(', ')}.`);
  }
  const { action } = body;
  // An explicit state: only for an action that has one (a toggle), and only true or false.
  const { value } = body;
  if (value !== undefined && (!settable.includes(action) || typeof value !== 'boolean')) {
    throw fail('value', settable.includes(action) ? 'value deve ser true ou false.' : 'Esta ação em lote não recebe value.');
  }
  const state = value === undefined ? {} : { value };
  if ((body.ids === undefined) === (body.query === undefined)) throw badRequest(`${SHAPE} Informe ids ou query, um dos dois.`);

  if (body.ids !== undefined) {
    const { ids } = body;
    if (!Array.isArray(ids) || !ids.length) throw fail('ids', 'Selecione pelo menos um registro.');
    if (ids.some((id) => typeof id !== 'string' || !id.trim() || id.length > MAX_ID_LENGTH)) {
      throw fail('ids', 'Cada item de ids deve ser o identificador de um registro.');
    }
    const unique = [...new Set(ids as string[])];
    if (unique.length > max) throw fail('ids', phrases.bulkTooMany(max));
    return { action, ids: unique, ...state };
  }

  const { query } = body;
  if (!isObject(query) || Object.keys(query).some((k) => k !== 'q' && k !== 'filters')) {
    throw fail('query', 'query deve ser um objeto com q e filters (ambos opcionais).');
  }
  if (query.q !== undefined && (typeof query.q !== 'string' || query.q.length > MAX_SEARCH_LENGTH)) {
    throw fail('query.q', `Busca: deve ser um texto de no máximo ${MAX_SEARCH_LENGTH} caracteres.`);
  }
  if (query.filters !== undefined && !isObject(query.filters)) throw fail('query.filters', 'query.filters deve ser um objeto (parâmetro → valor).');
  const op = res.descriptor.operations.list;
  const declared = op?.query ?? [];
  const { criteria, problems } = readListCriteria(
    res.descriptor,
    { q: query.q as string | undefined, filters: query.filters as Record<string, unknown> | undefined },
    { sort: false, filters: declared.includes('filters') },
  );
  if (problems.length) throw criteriaError(problems);
  // "All N matching" runs only on the N the person confirmed: a client that lost its filters must not empty a table.
  const { expected } = body;
  if (expected === undefined) throw fail('expected', 'Informe quantos registros foram confirmados (expected).');
  if (typeof expected !== 'number' || !Number.isSafeInteger(expected) || expected < 0) throw fail('expected', 'expected deve ser o número de registros confirmados.');
  return { action, criteria, expected, ...state };
}
