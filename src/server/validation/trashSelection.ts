import { MAX_TRASH_RESTORE, type TrashRef } from '../../engine/contract';
import { badRequest } from '../http';

const SHAPE = 'Envie um objeto JSON com items: [{"resource": …, "id": …}].';
const MAX_TEXT = 200;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_TEXT;

/**
 * "Restaurar selecionados": `{items: [{resource, id}]}`, at most MAX_TRASH_RESTORE (a repeat restores once).
 * Whether each resource exists and is the role's to restore is said per record, not here.
 */
export function readTrashSelection(body: unknown): TrashRef[] {
  if (!isObject(body) || body.items === undefined) throw badRequest(SHAPE);
  if (Object.keys(body).some((k) => k !== 'items')) throw badRequest(`${SHAPE} Nenhum outro campo é aceito.`);
  const { items } = body;
  if (!Array.isArray(items) || !items.length) throw badRequest('Selecione pelo menos um registro.');
  if (items.length > MAX_TRASH_RESTORE) throw badRequest(`Selecione até ${MAX_TRASH_RESTORE.toLocaleString('pt-BR')} registros por vez.`);
  if (items.some((i) => !isObject(i) || !isText(i.resource) || !isText(i.id))) throw badRequest('Cada item de items deve ter resource e id (textos).');
  const seen = new Map<string, TrashRef>();
  for (const { resource, id } of items as TrashRef[]) seen.set(`${resource}\u0000${id}`, { resource, id });
  return [...seen.values()];
}
