// "Ocupação": a date-range resource's timeline (descriptor `timeline`), its rows, bars and periods in one call.
import { answerObject, INVALID, inputs, list, positive, resourceName, str, type CallDeclaration } from '../../calls';

/** Rows a page holds when `limit` is absent, and at most. */
export const TIMELINE_PAGE = 50;
export const TIMELINE_MAX_PAGE = 200;

const day = (what: string, description: string) => ({
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: `AAAA-MM-DD; ${description}`,
  [INVALID]: `${what}: informe uma data AAAA-MM-DD.`,
});

const row = answerObject({ id: str, title: { type: 'string', description: 'Como o registro da linha é chamado (o outdoor).' } }, ['id', 'title'], { additionalProperties: false });
const bar = answerObject(
  {
    id: str,
    row: { type: 'string', description: 'O id da linha (o registro que ele ocupa).' },
    start: { type: 'string', description: 'Primeiro dia, AAAA-MM-DD.' },
    end: { type: 'string', description: 'Último dia (incluído), AAAA-MM-DD.' },
    status: { type: 'string', description: 'O valor do campo de situação, quando o descritor declara um.' },
    title: { type: 'string', description: 'Como o registro é chamado (a locação).' },
  },
  ['id', 'row', 'start', 'end', 'title'],
  { additionalProperties: false },
);
const period = answerObject({ id: str, label: str, start: str, end: str }, ['id', 'label', 'start', 'end'], { additionalProperties: false });

export const TIMELINE_CALLS = {
  'painel.timeline': {
    method: 'GET',
    path: '/timeline/{resource}',
    summary: 'Ocupação: linhas, barras e períodos entre duas datas',
    description:
      'Do recurso cujo descritor declara `timeline`. As linhas são os registros que o campo `row` referencia (em ordem de título), uma página delas, buscadas (q) e filtradas como na lista delas; as barras, os registros deste recurso dessas linhas que tocam [from, to] (os de situação livre, como cancelada, não); os períodos, os do calendário que tocam [from, to]. No máximo 2 anos.',
    access: { resource: ['list'] },
    params: inputs({ resource: resourceName }, ['resource']),
    query: {
      ...inputs(
        {
          from: day('De', 'o primeiro dia mostrado.'),
          to: day('Até', 'o último dia mostrado (incluído).'),
          q: { type: 'string', maxLength: 200, description: 'Busca nas linhas, como na lista delas.' },
          page: positive('Página', 'A página de linhas, a partir de 1.', { default: 1 }),
          limit: positive('Limite', `Linhas por página: ${TIMELINE_PAGE} se ausente, no máximo ${TIMELINE_MAX_PAGE}.`, { default: TIMELINE_PAGE }),
          sort: { type: 'string', maxLength: 100, description: 'A ordem das linhas, como na lista delas (padrão: pelo título).' },
        },
        ['from', 'to'],
      ),
      additionalProperties: { type: 'string', description: 'Os filtros da lista das linhas (os mesmos parâmetros).' },
    },
    answers: {
      200: {
        description: 'Uma página de linhas, com as barras e os períodos.',
        json: answerObject(
          { rows: list(row), total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' }, bars: list(bar), periods: list(period) },
          ['rows', 'total', 'page', 'limit', 'bars', 'periods'],
          { additionalProperties: false },
        ),
      },
    },
  },
} as const satisfies Record<string, CallDeclaration>;
