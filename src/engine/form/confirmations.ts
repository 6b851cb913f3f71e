import type { CustomValidator } from '@rjsf/utils';
import type { FormSpec } from './formSpec';

/** A field typed twice: the copy must equal it (checked in the form, before anything is sent). */
export function confirmationsCheck(spec: FormSpec): CustomValidator | undefined {
  if (!spec.confirmations.length) return undefined;
  return (formData, errors) => {
    const values = (formData ?? {}) as Record<string, unknown>;
    for (const { field, copy, message } of spec.confirmations) {
      const again = values[copy];
      if (again !== undefined && again !== '' && again !== values[field]) (errors as Record<string, { addError(m: string): void }>)[copy]?.addError(message);
    }
    return errors;
  };
}
