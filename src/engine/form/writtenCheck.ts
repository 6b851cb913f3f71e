import type { CustomValidator } from '@rjsf/utils';
import { kinds, type Kind } from '../contract';
import type { FormSpec } from './formSpec';
import { typedFieldInfo } from './widgets';

type Errors = Record<string, { addError(m: string): void } | undefined>;

/**
 * A CPF, a CNPJ or a phone typed but not one (the masked widget keeps what was typed): its kind's reason under it
 * ("CPF inválido: confira os dígitos."), before anything is sent. The browser's schema cannot say it: the check
 * digits are the kind's, not JSON Schema's.
 */
export function writtenCheck(spec: FormSpec): CustomValidator | undefined {
  const fields = spec.fields.flatMap((field) => {
    const kind = (spec.uiSchema[field] as { 'ui:options'?: { kind?: Kind } } | undefined)?.['ui:options']?.kind;
    return kind && kinds[kind]?.written ? [{ field, kind }] : [];
  });
  if (!fields.length) return undefined;
  return (formData, errors) => {
    const values = (formData ?? {}) as Record<string, unknown>;
    for (const { field, kind } of fields) {
      const typed = values[field];
      if (typeof typed !== 'string' || !typed) continue;
      const read = kinds[kind].parse(typed, typedFieldInfo(field, spec.schema.properties?.[field] ?? {}, kind));
      if ('message' in read) (errors as Errors)[field]?.addError(read.message);
    }
    return errors;
  };
}
