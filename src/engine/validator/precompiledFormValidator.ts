import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import localizePtBR from 'ajv-i18n/localize/pt-BR';
import type { FormValidatorProvider } from './formValidator';

/** Precompiled ajv functions of each form, by the hash of its root schema (rjsf's own key for it). */
export type PrecompiledForms = Record<string, ValidatorFunctions>;

/** Validators from functions compiled at build time (src/tools/painelFormsPlugin.ts); no ajv compiler in the browser. */
export function precompiledFormValidator(forms: PrecompiledForms): FormValidatorProvider {
  const made = new Map<string, ValidatorType>();
  return (schema: RJSFSchema) => {
    const key = hashForSchema(schema);
    let validator = made.get(key);
    if (!validator) {
      const functions = forms[key];
      if (!functions) throw new Error(`No precompiled validator for this form schema (${key}): rebuild the client.`);
      validator = createPrecompiledValidator(functions, schema, localizePtBR);
      made.set(key, validator);
    }
    return validator;
  };
}
