// The home page's panels, declared in schemas/dashboard.json: which ones this person sees, and each one's figures
// (computed on the server in SQL, at most once a second per instance) as numbers and as CSV.
import { inputs, oneText, pathId, shape, type CallDeclaration } from '../../calls';

const panelParam = inputs({ panel: pathId('O id do painel, como em schemas/dashboard.json ("ocupacao").') }, ['panel']);

export const DASHBOARD_CALLS = {
  'painel.dashboard': {
    method: 'GET',
    path: '/dashboard',
    summary: 'Painéis da página inicial',
    description:
      'Os painéis declarados em schemas/dashboard.json que o papel de quem pede pode ler (um painel sobre um recurso que não lista, ou sobre um campo oculto, não vem), na ordem declarada; e, em numbers, os números dos primeiros painéis com números (até 4, os primeiros que a página desenha), os mesmos de painel.panel: a página os desenha sem uma segunda chamada. Um painel cujos números falharam não vem em numbers (a página os pede com painel.panel).',
    access: 'signed-in',
    query: inputs({ at: oneText('Data', 'Calcula numbers como se hoje fosse esta data (AAAA-MM-DD); ausente: hoje.', 10) }),
    answers: { 200: { description: 'Os painéis, na ordem da página, e os números dos primeiros.', json: shape('DashboardPage') } },
  },
  'painel.panel': {
    method: 'GET',
    path: '/dashboard/{panel}',
    summary: 'Números de um painel',
    description: 'O que o painel mostra, calculado agora (no máximo uma vez por segundo por instância): o número principal, a tabela por trás dele (a mesma do gráfico e do CSV) e a lista que o abre. 404 painel desconhecido; 403 quando o papel não pode lê-lo; 400 para um painel que não tem números (contagens, últimas alterações, cópias).',
    access: 'signed-in',
    params: panelParam,
    query: inputs({ at: oneText('Data', 'Calcula como se hoje fosse esta data (AAAA-MM-DD); ausente: hoje.', 10) }),
    answers: { 200: { description: 'Os números do painel.', json: shape('PanelData') } },
  },
  'painel.panelCsv': {
    method: 'GET',
    path: '/dashboard/{panel}/csv',
    summary: 'Números de um painel em CSV',
    description: 'A tabela do painel (as mesmas colunas e linhas de painel.panel), separada por ";", UTF-8 com BOM, como as outras exportações.',
    access: 'signed-in',
    params: panelParam,
    query: inputs({ at: oneText('Data', 'Como em painel.panel.', 10) }),
    answers: { 200: { description: 'A tabela do painel.', media: { 'text/csv': { type: 'string' } } } },
  },
} as const satisfies Record<string, CallDeclaration>;
