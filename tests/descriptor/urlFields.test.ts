// @vitest-environment node
import { readFileSync } from 'node:fs';
import { DescriptorError, validateDescriptor } from '../../src/engine/descriptor';

const outdoors = () => JSON.parse(readFileSync('schemas/outdoors.json', 'utf8'));

function problemsOf(json: unknown): string[] {
  try {
    validateDescriptor(json, 'schemas/quebrado.json');
  } catch (e) {
    expect(e).toBeInstanceOf(DescriptorError);
    return (e as DescriptorError).problems;
  }
  throw new Error('descriptor was accepted');
}

describe('a URL field must say which schemes it accepts', () => {
  test('format uri without a pattern is refused, naming the field', () => {
    const d = outdoors();
    delete d.schema.properties.photoUrl360.pattern;
    expect(problemsOf(d)).toEqual([
      "/schema/properties/photoUrl360 has format 'uri' without a pattern limiting it to http(s) (e.g. \"pattern\": \"^https?://\")",
    ]);
  });

  test('a pattern that still lets javascript: through is refused', () => {
    const d = outdoors();
    d.schema.properties.streetViewUrl.pattern = '^[a-z]+:';
    expect(problemsOf(d)).toEqual([
      "/schema/properties/streetViewUrl has format 'uri' without a pattern limiting it to http(s) (e.g. \"pattern\": \"^https?://\")",
    ]);
  });

  test('uri-reference that accepts any path is refused; a record action form is checked too', () => {
    const d = outdoors();
    d.schema.properties.imageUrl.pattern = '^(https?://|/)';
    d.actions = [
      {
        name: 'set-link',
        label: 'Definir link',
        kind: 'record',
        schema: { type: 'object', properties: { link: { title: 'Link', type: 'string', format: 'uri' } } },
        operation: { method: 'PATCH', path: '/outdoors/{id}', body: 'json' },
        effect: { type: 'update' },
      },
    ];
    expect(problemsOf(d)).toEqual([
      "/schema/properties/imageUrl has format 'uri-reference' without a pattern limiting it to http(s) (e.g. \"pattern\": \"^https?://\")",
      "/actions/0/schema/properties/link has format 'uri' without a pattern limiting it to http(s) (e.g. \"pattern\": \"^https?://\")",
    ]);
  });

  test('the URL fields in schemas/ accept http(s) only, and imageUrl also /uploads/', () => {
    const props = outdoors().schema.properties;
    const accepts = (field: string, value: string) => new RegExp(props[field].pattern, 'u').test(value);
    for (const field of ['photoUrl360', 'streetViewUrl']) {
      expect(accepts(field, 'https://exemplo.com.br/x')).toBe(true);
      expect(accepts(field, 'http://exemplo.com.br/x')).toBe(true);
      expect(accepts(field, 'javascript:alert(document.cookie)')).toBe(false);
      expect(accepts(field, '/uploads/a.png')).toBe(false);
    }
    expect(accepts('imageUrl', '/uploads/a.png')).toBe(true);
    expect(accepts('imageUrl', 'https://exemplo.com.br/foto.jpg')).toBe(true);
    expect(accepts('imageUrl', '/etc/passwd')).toBe(false);
    expect(accepts('imageUrl', '//evil.example/x.png')).toBe(false);
  });
});
