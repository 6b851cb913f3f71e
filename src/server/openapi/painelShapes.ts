// JSON Schemas of the answers Painel's own calls give (src/engine/contract/painel.ts and imports.ts say them in
// TypeScript): the OpenAPI document's components. The contract tests validate real answers against them.

import { MAX_TRASH_RESTORE } from '../../engine/contract';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({ type: 'object', properties, required });
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const instant: Schema = { type: 'string', format: 'date-time' };

export const PAINEL_SHAPES: Record<string, Schema> = {
  ErrorBody: {
    ...obj({ message: str, errors: { type: 'array', items: obj({ field: str, message: str }) } }, ['message']),
    description: 'Toda recusa: a mensagem em português e, num 400, o problema de cada campo.',
  },
  Actor: obj({ id: { type: ['string', 'null'] }, name: str }),
  FieldChange: obj({ field: str, before: {}, after: {}, hidden: { const: true } }, ['field']),
  HistoryEntry: obj(
    {
      id: int,
      resource: str,
      recordId: str,
      version: int,
      at: instant,
      actor: ref('Actor'),
      operation: { enum: ['create', 'update', 'delete', 'restore', 'purge'] },
      source: str,
      bulkId: str,
      bulk: { ...obj({ records: int, undoable: { type: 'boolean' } }), description: 'Na atividade: quantos registros a ação em lote tocou, e se quem lê ainda pode desfazê-la inteira.' },
      changes: { type: 'array', items: ref('FieldChange') },
      snapshot: { type: 'object' },
      title: str,
    },
    ['id', 'resource', 'recordId', 'version', 'at', 'actor', 'operation', 'changes'],
  ),
  HistoryPage: obj({ items: { type: 'array', items: ref('HistoryEntry') }, more: { type: 'boolean' } }),
  TrashItem: obj({ id: int, resource: str, recordId: str, title: str, deletedAt: instant, deletedBy: ref('Actor'), expiresAt: instant }),
  TrashPage: obj({ items: { type: 'array', items: ref('TrashItem') }, more: { type: 'boolean' } }),
  TrashSelection: obj({ items: { type: 'array', minItems: 1, maxItems: MAX_TRASH_RESTORE, items: obj({ resource: str, id: str }) } }),
  TrashRestoreAnswer: obj({
    results: { type: 'array', items: obj({ resource: str, id: str, ok: { type: 'boolean' }, status: int, message: str }, ['resource', 'id', 'ok']) },
    done: int,
    failed: int,
  }),
  SessionInfo: obj({ id: str, device: str, createdAt: instant, lastUsedAt: instant, expiresAt: instant, current: { type: 'boolean' } }),
  SessionList: obj({ items: { type: 'array', items: ref('SessionInfo') } }),
  Undone: obj({ undone: int }),
  Ended: obj({ ended: int }),
  Renewed: obj({ token: str }),
  BulkRequest: {
    ...obj({ action: str, ids: { type: 'array', items: str }, query: { type: 'object' }, expected: int, value: { type: 'boolean' } }, ['action']),
    description: 'Os registros por id, ou "todos os N" que a busca e os filtros (query) encontram.',
  },
  BulkAnswer: obj(
    {
      results: { type: 'array', items: obj({ id: str, ok: { type: 'boolean' }, unchanged: { const: true }, status: int, message: str }, ['id', 'ok']) },
      done: int,
      failed: int,
      unchanged: int,
    },
    ['results', 'done', 'failed'],
  ),
  ViewState: {
    type: 'object',
    properties: { q: str, sort: str, limit: int, filters: { type: 'object', additionalProperties: str }, columns: { type: 'array', items: str } },
    additionalProperties: false,
  },
  SavedView: obj({ id: str, resource: str, name: str, shared: { type: 'boolean' }, mine: { type: 'boolean' }, isDefault: { type: 'boolean' }, owner: ref('Actor'), state: ref('ViewState'), updatedAt: instant }),
  SavedViewList: obj({ items: { type: 'array', items: ref('SavedView') } }),
  ViewInput: obj({ name: { type: 'string', maxLength: 80 }, shared: { type: 'boolean' }, isDefault: { type: 'boolean' }, state: ref('ViewState') }, ['name', 'state']),
  ImportProblem: obj({ row: int, column: str, message: str }, ['row', 'message']),
  ImportReport: obj(
    {
      dryRun: { type: 'boolean' },
      rows: int,
      create: int,
      update: int,
      columns: { type: 'array', items: obj({ header: str, field: { type: ['string', 'null'] } }) },
      fields: { type: 'array', items: obj({ name: str, title: str, required: { type: 'boolean' } }) },
      problems: { type: 'array', items: ref('ImportProblem') },
      problemCount: int,
      preview: {
        type: 'array',
        items: obj({ row: int, operation: { enum: ['create', 'update'] }, id: str, values: { type: 'object', additionalProperties: str } }, ['row', 'operation', 'values']),
      },
      bulkId: str,
      seen: obj({ file: str, versions: { type: 'array', items: int } }),
    },
    ['dryRun', 'rows', 'create', 'update', 'columns', 'fields', 'problems', 'problemCount', 'preview'],
  ),
  ImportRefusal: obj({ message: str, report: ref('ImportReport') }),
};
