// "Importar" and "Baixar modelo": spreadsheets in, for every resource whose records a file can hold and whose
// role may import.
import { IMPORT_FILE_PART, IMPORT_MAPPING_PART, IMPORT_PROGRESS_TYPE, IMPORT_SEEN_PART } from '../../../engine/contract';
import { inputs, INVALID, resourceName, shape, undoHeader, type CallDeclaration } from '../../calls';

const resource = inputs({ resource: resourceName }, ['resource']);

const form = {
  type: 'object',
  properties: {
    [IMPORT_FILE_PART]: { type: 'string', contentMediaType: 'text/csv', description: 'CSV (; ou ,; UTF-8 ou Windows-1252) ou XLSX. A primeira linha traz os títulos.' },
    [IMPORT_MAPPING_PART]: { type: 'string', contentMediaType: 'application/json', description: 'JSON {"Coluna": "campo"}; "" ignora a coluna.' },
    [IMPORT_SEEN_PART]: {
      type: 'string',
      contentMediaType: 'application/json',
      description: 'Na importação: o "seen" da verificação, como veio. Uma linha cujo registro mudou desde a verificação recusa o arquivo (422).',
    },
  },
  required: [IMPORT_FILE_PART],
};
const lines = {
  [IMPORT_PROGRESS_TYPE]: { type: 'string', description: `Com Accept: ${IMPORT_PROGRESS_TYPE}: {"progress": {"rows": n}} a cada 1.000 linhas, e por último {"report": …, "undo"?: …} ou {"error": …}.` },
};

export const IMPORT_CALLS = {
  'painel.import': {
    method: 'POST',
    path: '/import/{resource}',
    summary: 'Importar planilha',
    description: 'Com dryRun=true, só verifica; sem, grava tudo numa transação (um Painel-Undo) ou nada.',
    access: { resource: ['import'] },
    params: resource,
    query: inputs({ dryRun: { type: 'boolean', description: 'true: só verifica, nada é gravado.', [INVALID]: 'dryRun: use true ou false.' } }),
    headers: { Accept: { description: `${IMPORT_PROGRESS_TYPE}: a resposta conta as linhas enquanto lê (uma linha JSON por passo).`, schema: { type: 'string' } } },
    body: { multipart: form },
    answers: {
      200: { description: 'O relatório da verificação.', json: shape('ImportReport'), media: lines },
      201: { description: 'Importado: o relatório, com bulkId; o cabeçalho Painel-Undo desfaz tudo.', json: shape('ImportReport'), headers: undoHeader },
    },
    refusals: { 422: { description: 'Nada foi importado: a mensagem nomeia a linha; com o relatório, quando o arquivo foi lido.', json: { anyOf: [shape('ImportRefusal'), shape('ErrorBody')] } } },
  },
  'painel.importTemplate': {
    method: 'GET',
    path: '/import/{resource}/template',
    summary: 'Baixar modelo',
    access: { resource: ['import'] },
    params: resource,
    answers: { 200: { description: 'Só a linha de títulos, como a importação os lê.', media: { 'text/csv': { type: 'string' } } } },
  },
} as const satisfies Record<string, CallDeclaration>;
