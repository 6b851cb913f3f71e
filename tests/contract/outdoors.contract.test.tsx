import { pngFile } from '../utils/contract';
import { contractTable } from '../utils/contractTable';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const required = { name: 'Outdoor Av. Paulista', location: 'Av. Paulista, 1000 - São Paulo/SP', latitude: -23.5614, longitude: -46.6559 };
const requiredParts = { name: 'Outdoor Av. Paulista', location: 'Av. Paulista, 1000 - São Paulo/SP', latitude: '-23.5614', longitude: '-46.6559' };
const optional = {
  photoUrl360: 'https://fotos.exemplo.com.br/360/paulista',
  streetViewUrl: 'https://maps.google.com/?cbll=-23.5614,-46.6559',
  imageUrl: 'https://fotos.exemplo.com.br/paulista.jpg',
};
const file = pngFile('paulista.png');

// Spec §7 "Outdoors", §5 (optional fields only when present) and §8 outdoor messages.
contractTable(
  'outdoors',
  [
    { call: { list: 'outdoors', query: { q: 'paulista', page: 1, limit: 50 } }, method: 'GET', path: '/api/outdoors', query: [['q', 'paulista'], ['page', '1'], ['limit', '50']] },
    { case: 'an empty search sends no q', call: { list: 'outdoors', query: { q: '', page: 1, limit: 10 } }, method: 'GET', path: '/api/outdoors', query: [['page', '1'], ['limit', '10']] },
    {
      case: 'multipart with every field',
      call: { create: 'outdoors', values: { ...required, ...optional, file } },
      method: 'POST',
      path: '/api/outdoors',
      form: { ...requiredParts, ...optional, file: { name: 'paulista.png', type: 'image/png', size: file.size } },
      success: 'Outdoor criado com sucesso!',
    },
    {
      case: 'without the optional fields sends only name, location, latitude and longitude',
      call: { create: 'outdoors', values: { ...required, photoUrl360: '', imageUrl: undefined } },
      method: 'POST',
      path: '/api/outdoors',
      form: requiredParts,
    },
    {
      case: "the back-office's own fields (format, city, UF, category), when filled, ride in the same multipart",
      call: { create: 'outdoors', values: { ...required, format: 'led', city: 'São Paulo', state: 'SP', categoryId: 'c-3' } },
      method: 'POST',
      path: '/api/outdoors',
      form: { ...requiredParts, format: 'led', city: 'São Paulo', state: 'SP', categoryId: 'c-3' },
    },
    { call: { read: 'outdoors', id: 'o-9' }, method: 'GET', path: '/api/outdoors/o-9', text: '' },
    {
      case: 'multipart, same fields',
      call: { update: 'outdoors', id: 'o-9', values: { id: 'o-9', ...required, streetViewUrl: 'https://maps.google.com/?q=paulista' } },
      method: 'PUT',
      path: '/api/outdoors/o-9',
      form: { ...requiredParts, streetViewUrl: 'https://maps.google.com/?q=paulista' },
      success: 'Outdoor atualizado com sucesso!',
    },
    { call: { remove: 'outdoors', id: 'o-9' }, method: 'DELETE', path: '/api/outdoors/o-9', text: '', success: 'Outdoor deletado com sucesso!' },
  ],
  [
    { case: 'POST failing is logged and shown', call: { create: 'outdoors', values: required }, method: 'POST', path: '/api/outdoors', status: 400, body: { message: 'Latitude inválida.' }, toast: 'Erro ao criar outdoor, tente novamente.', reason: 'Latitude inválida.', logged: true },
    { case: 'PUT failing is logged and shown', call: { update: 'outdoors', id: 'o-9', values: required }, method: 'PUT', path: '/api/outdoors/:id', status: 500, body: { message: 'x' }, toast: 'Erro ao atualizar outdoor, tente novamente.', logged: true },
    { case: 'DELETE failing is logged and shown', call: { remove: 'outdoors', id: 'o-9' }, method: 'DELETE', path: '/api/outdoors/:id', status: 500, body: { message: 'x' }, toast: 'Erro ao excluir outdoor, tente novamente.', logged: true },
  ],
);
