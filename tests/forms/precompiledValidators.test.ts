// The app's validators are compiled at build time (virtual:painel-validators), the tests' at run time: both
// must report exactly the same errors, in the same Portuguese, for every form the engine draws.
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { descriptors } from '../../src/app/descriptors';
import { formValidator } from '../../src/app/formValidators';
import { everyFormSpec, transformErrorsFor } from '../../src/engine/form';
import { runtimeFormValidator } from '../../src/engine/validator/runtimeFormValidator';

type Field = { type?: string; format?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; pattern?: string };

/** A value breaking the field's rules (several at once where it can), and one breaking its type. */
function badValues(schema: RJSFSchema): Record<string, unknown>[] {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Field>);
  const rules: Record<string, unknown> = {};
  const types: Record<string, unknown> = {};
  let day = 31;
  for (const [name, f] of props) {
    if (f.type === 'number' || f.type === 'integer') {
      rules[name] = f.minimum !== undefined ? f.minimum - 1 : f.maximum !== undefined ? f.maximum + 1 : 1.5;
      types[name] = 'abc';
    } else if (f.type === 'string') {
      // Dates go backwards field after field, so an "end not before start" rule fails.
      if (f.format === 'date') rules[name] = `2026-12-${String((day -= 5)).padStart(2, '0')}`;
      else if (f.format === 'email') rules[name] = 'nao-e-email';
      else if (f.format?.startsWith('uri')) rules[name] = 'javascript:alert(document.cookie)';
      else if (f.minLength && f.minLength > 1) rules[name] = 'x';
      else if (f.maxLength) rules[name] = 'x'.repeat(f.maxLength + 1);
      types[name] = 12;
    }
  }
  return [{}, rules, types, { ...rules, ...Object.fromEntries(props.filter(([, f]) => f.format === 'date').map(([n]) => [n, '31/12/2026'])) }];
}

const summary = (errors: RJSFValidationError[]) => errors.map((e) => ({ name: e.name, property: e.property, message: e.message, params: e.params }));

const forms = everyFormSpec(descriptors);

test('every descriptor yields forms to check', () => {
  expect(forms.length).toBeGreaterThanOrEqual(descriptors.length * 2);
});

test.each(forms.map((spec, i) => [`${i}: ${Object.keys(spec.schema.properties ?? {}).join(', ')}`, spec] as const))(
  'precompiled and run-time validators agree: %s',
  (_name, spec) => {
    const precompiled = formValidator(spec.schema);
    const runtime = runtimeFormValidator(spec.schema);
    let errorsSeen = 0;
    for (const data of badValues(spec.schema)) {
      const expected = runtime.validateFormData(data, spec.schema, undefined, transformErrorsFor(spec.schema));
      const actual = precompiled.validateFormData(data, spec.schema, undefined, transformErrorsFor(spec.schema));
      expect(summary(actual.errors)).toEqual(summary(expected.errors));
      errorsSeen += actual.errors.length;
    }
    // Every form has at least one rule to break (a required field, a length, a type).
    expect(errorsSeen).toBeGreaterThan(0);
  },
);

describe('the precompiled validators, in Portuguese', () => {
  const createForm = (resource: string) => everyFormSpec([descriptors.find((d) => d.name === resource)!])[0];
  const messages = (resource: string, data: Record<string, unknown>) => {
    const s = createForm(resource).schema;
    return formValidator(s)
      .validateFormData(data, s, undefined, transformErrorsFor(s))
      .errors.map((e) => [e.property, e.message]);
  };

  test('categories: an empty name is required', () => {
    // rjsf names a missing property without the leading dot.
    expect(messages('categories', {})).toEqual([['name', 'Campo obrigatório.']]);
  });

  test('categories: a one-letter name is too short', () => {
    expect(messages('categories', { name: 'A' })).toEqual([['.name', 'Deve ter pelo menos 2 caracteres.']]);
  });

  test('users: an e-mail without @ is explained', () => {
    expect(messages('users', { name: 'Ana Souza', email: 'nao-e-email', password: 'segredo-123', passwordConfirmation: 'segredo-123' })).toEqual([['.email', 'Informe um e-mail válido.']]);
  });

  test('outdoors: a javascript: URL is refused with the URL message', () => {
    expect(messages('outdoors', { name: 'Paulista', location: 'Av. Paulista', latitude: -23.5, longitude: -46.6, photoUrl360: 'javascript:alert(document.cookie)' })).toEqual([
      ['.photoUrl360', 'Informe uma URL completa (começando com http:// ou https://).'],
    ]);
  });

  test('tenancies: an end before the start names the start field', () => {
    expect(messages('tenancies', { serviceId: 's-1', userId: 'u-1', startDate: '2026-12-31', endDate: '2026-12-01' })).toEqual([
      ['.endDate', 'Deve ser uma data igual ou posterior a Início.'],
    ]);
    expect(messages('tenancies', { serviceId: 's-1', userId: 'u-1', startDate: '2026-12-01', endDate: '2026-12-01' })).toEqual([]);
  });

  test('a form schema the build did not precompile is an error, not a silent pass', () => {
    expect(() => formValidator({ type: 'object', properties: { x: { type: 'string' } } })).toThrow(/No precompiled validator/);
  });
});
