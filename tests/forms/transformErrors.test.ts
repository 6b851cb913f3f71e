import type { RJSFSchema } from '@rjsf/utils';
import { transformErrorsFor } from '../../src/engine/form';
import { runtimeFormValidator } from '../../src/engine/validator/runtimeFormValidator';

const messages = (schema: RJSFSchema, data: Record<string, unknown>) =>
  runtimeFormValidator(schema)
    .validateFormData(data, schema, undefined, transformErrorsFor(schema))
    .errors.map((e) => [e.property, e.message]);

describe('messages that depend on the field', () => {
  const period: RJSFSchema = {
    type: 'object',
    properties: {
      inicio: { title: 'Começo', type: 'string', format: 'date', formatMaximum: { $data: '1/fim' } } as RJSFSchema,
      fim: { title: 'Término', type: 'string', format: 'date', formatMinimum: { $data: '1/inicio' } } as RJSFSchema,
    },
  };

  test("a limit pointing at a sibling names that field's title", () => {
    expect(messages(period, { inicio: '2026-12-31', fim: '2026-12-01' })).toEqual([
      ['.inicio', 'Deve ser uma data igual ou anterior a Término.'],
      ['.fim', 'Deve ser uma data igual ou posterior a Começo.'],
    ]);
  });

  test('no error while the other date is empty', () => {
    expect(messages(period, { fim: '2026-12-01' })).toEqual([]);
  });

  test('a literal limit is written dd/mm/aaaa', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        de: { title: 'De', type: 'string', format: 'date', formatMinimum: '2026-12-31' } as RJSFSchema,
        ate: { title: 'Até', type: 'string', format: 'date', formatMaximum: '2027-01-15' } as RJSFSchema,
      },
    };
    expect(messages(schema, { de: '2026-12-30', ate: '2027-01-16' })).toEqual([
      ['.de', 'Deve ser uma data igual ou posterior a 31/12/2026.'],
      ['.ate', 'Deve ser uma data igual ou anterior a 15/01/2027.'],
    ]);
  });

  test('a pattern on a field that is not a URL keeps the generic message', () => {
    const schema: RJSFSchema = { type: 'object', properties: { cep: { title: 'CEP', type: 'string', pattern: '^\\d{5}-\\d{3}$' } } };
    expect(messages(schema, { cep: '123' })).toEqual([['.cep', 'Formato inválido.']]);
  });

  test('a URL field says "complete URL" when only its scheme pattern fails, and says it once when the format fails too', () => {
    const schema: RJSFSchema = { type: 'object', properties: { site: { title: 'Site', type: 'string', format: 'uri', pattern: '^https?://' } } };
    expect(messages(schema, { site: 'javascript:alert(1)' })).toEqual([['.site', 'Informe uma URL completa (começando com http:// ou https://).']]);
    expect(messages(schema, { site: 'não é url' })).toEqual([['.site', 'Informe um endereço (URL) válido, começando com http:// ou https://.']]);
  });
});
