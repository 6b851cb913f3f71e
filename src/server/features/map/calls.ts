// A list's "Mapa": every record its search and filters match, as little as a marker needs (descriptor `map`).
import { answerObject, inputs, list, resourceName, type CallDeclaration } from '../../calls';

/** Points one answer holds at most: beyond them the map says it shows the first ones (a narrower search draws the rest). */
export const MAP_MAX_POINTS = 50_000;

const point = {
  type: 'array',
  description: '[id, título, latitude, longitude]',
  prefixItems: [{ type: 'string' }, { type: 'string' }, { type: 'number' }, { type: 'number' }],
  minItems: 4,
  maxItems: 4,
};

export const MAP_CALLS = {
  'painel.map': {
    method: 'GET',
    path: '/map/{resource}',
    summary: 'Mapa de uma lista: os pontos de todos os registros que a busca e os filtros encontram',
    description: `Do recurso cujo descritor declara \`map\` (os campos de latitude e longitude). A busca (q), os filtros e a ordem (sort) são os da lista, com os mesmos parâmetros; ficam de fora os registros sem as duas coordenadas. Cada ponto é [id, título, latitude, longitude]; status diz o que todos são quando um filtro de período ("Livre entre", "Ocupado entre") está em vigor. No máximo ${MAP_MAX_POINTS.toLocaleString('pt-BR')} pontos (capped: havia mais). Comprimida (br ou gzip) quando o cliente aceita.`,
    access: { resource: ['list'] },
    params: inputs({ resource: resourceName }, ['resource']),
    query: {
      ...inputs({
        q: { type: 'string', maxLength: 200, description: 'Busca, como na lista.' },
        sort: { type: 'string', maxLength: 100, description: 'A ordem, como na lista (a da lista se ausente).' },
      }),
      additionalProperties: { type: 'string', description: 'Os filtros da lista (os mesmos parâmetros).' },
    },
    answers: {
      200: {
        description: 'Os pontos, na ordem da lista.',
        json: answerObject(
          {
            points: list(point),
            capped: { type: 'boolean', description: `Havia mais de ${MAP_MAX_POINTS.toLocaleString('pt-BR')}: só os primeiros vieram.` },
            status: { type: 'string', enum: ['livre', 'ocupado'], description: 'Todos os pontos estão livres (ou ocupados) no período do filtro em vigor.' },
          },
          ['points', 'capped'],
          { additionalProperties: false },
        ),
      },
    },
  },
} as const satisfies Record<string, CallDeclaration>;
