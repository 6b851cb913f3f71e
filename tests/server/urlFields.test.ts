// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';

const made = signedInApp();

const URL_MESSAGE = 'Informe uma URL completa (começando com http:// ou https://).';
const outdoor = { location: 'Av. Paulista, 1000 - São Paulo', latitude: '-23.56', longitude: '-46.65' };

async function stored(name: string): Promise<number> {
  const res = await made.api.get(`/api/outdoors?q=${encodeURIComponent(name)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { total: number }).total;
}

describe('URL fields accept only http(s) (or the server’s own /uploads/ for imageUrl)', () => {
  it('POST /api/outdoors with photoUrl360=javascript:alert(document.cookie) → 400 on that field, nothing stored', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, name: 'Outdoor javascript', photoUrl360: 'javascript:alert(document.cookie)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'photoUrl360', message: URL_MESSAGE }]);
    expect(await stored('Outdoor javascript')).toBe(0);
  });

  it('streetViewUrl=data:text/html,… → 400 on that field', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, name: 'Outdoor data', streetViewUrl: 'data:text/html,<script>alert(1)</script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'streetViewUrl', message: URL_MESSAGE }]);
    expect(await stored('Outdoor data')).toBe(0);
  });

  it('imageUrl=/etc/passwd → 400 on that field, nothing stored', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, name: 'Outdoor passwd', imageUrl: '/etc/passwd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'imageUrl', message: URL_MESSAGE }]);
    expect(await stored('Outdoor passwd')).toBe(0);
  });

  it.each(['/uploads/../../etc/passwd', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/', '/uploads/nada.png', '/uploads/AAAAAAAAAAAAAAAAAAAAAA.png/../../x'])(
    'imageUrl=%s (a same-server path that is not exactly a stored upload) → 400 on that field, nothing stored',
    async (imageUrl) => {
      const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, name: 'Outdoor caminho', imageUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'imageUrl', message: URL_MESSAGE }]);
      expect(await stored('Outdoor caminho')).toBe(0);
    },
  );

  it('http and https URLs are still accepted', async () => {
    const res = await made.api.form('POST', '/api/outdoors', {
      ...outdoor,
      name: 'Outdoor ok',
      photoUrl360: 'https://exemplo.com.br/360',
      streetViewUrl: 'http://maps.exemplo.com.br/?q=1',
      imageUrl: 'https://exemplo.com.br/foto.jpg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ photoUrl360: 'https://exemplo.com.br/360', streetViewUrl: 'http://maps.exemplo.com.br/?q=1', imageUrl: 'https://exemplo.com.br/foto.jpg' });
  });
});
