import type { CustomValidator } from '@rjsf/utils';
import { confirmationsCheck } from './confirmations';
import type { FormSpec } from './formSpec';
import { writtenCheck } from './writtenCheck';

/** Every check a form makes besides its schema's: fields typed twice, CPFs and phones read by their kind. */
export function formChecks(spec: FormSpec): CustomValidator | undefined {
  const checks = [confirmationsCheck(spec), writtenCheck(spec)].filter((c): c is CustomValidator => c !== undefined);
  if (checks.length < 2) return checks[0];
  return (formData, errors, uiSchema, errorSchema) => checks.reduce((out, check) => check(formData, out, uiSchema, errorSchema), errors);
}
