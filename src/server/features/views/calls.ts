// "Visualizações" of every list, kept on the server: one's own and the shared ones, and each person's default.
import { inputs, pathId, resourceName, shape, type CallDeclaration } from '../../calls';

const list = inputs({ resource: resourceName }, ['resource']);
const one = inputs({ resource: resourceName, viewId: pathId('O id da visualização.') }, ['resource', 'viewId']);
const BODY_LIMIT = 16 * 1024;

export const VIEW_CALLS = {
  'painel.defaultViews': {
    method: 'GET',
    path: '/default-views',
    summary: 'A visualização padrão de cada lista (a com que ela abre)',
    description: 'Só das listas que o perfil pode ver.',
    access: 'signed-in',
    answers: { 200: { description: 'Uma por recurso, no máximo.', json: shape('SavedViewList') } },
  },
  'painel.views': {
    method: 'GET',
    path: '/views/{resource}',
    summary: 'Visualizações de uma lista: as suas e as compartilhadas',
    access: { resource: ['list'] },
    params: list,
    answers: { 200: { description: 'Por nome.', json: shape('SavedViewList') } },
  },
  'painel.saveView': {
    method: 'POST',
    path: '/views/{resource}',
    summary: 'Salvar uma visualização',
    description: 'Compartilhar (shared) pede a permissão "share" no recurso.',
    access: { resource: ['list'] },
    params: list,
    body: { json: shape('ViewInput'), limit: BODY_LIMIT },
    answers: { 201: { description: 'Salva.', json: shape('SavedView') } },
  },
  'painel.updateView': {
    method: 'PATCH',
    path: '/views/{resource}/{viewId}',
    summary: 'Alterar uma visualização sua',
    access: { resource: ['list'] },
    params: one,
    body: { json: shape('ViewChange'), limit: BODY_LIMIT },
    answers: { 200: { description: 'Alterada.', json: shape('SavedView') } },
  },
  'painel.deleteView': {
    method: 'DELETE',
    path: '/views/{resource}/{viewId}',
    summary: 'Excluir uma visualização',
    description: 'A sua; uma compartilhada, também quem pode compartilhar.',
    access: { resource: ['list'] },
    params: one,
    answers: { 204: { description: 'Excluída.' } },
  },
  'painel.defaultView': {
    method: 'PUT',
    path: '/views/{resource}/default',
    summary: 'A visualização com que a lista abre',
    access: { resource: ['list'] },
    params: list,
    body: { json: shape('DefaultViewChoice'), limit: BODY_LIMIT },
    answers: { 204: { description: 'Escolhida.' } },
  },
} as const satisfies Record<string, CallDeclaration>;
