// Tests and Node only: ajv compiles schemas with `new Function`, which the app's Content-Security-Policy
// forbids. The app uses precompiledFormValidator; tests/build/clientBundle.test.ts keeps ajv's compiler out of it.
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizePtBR from 'ajv-i18n/localize/pt-BR';
import { formValidatorOptions, type FormValidatorProvider } from './formValidator';

const validator = customizeValidator(formValidatorOptions, localizePtBR);

/** One validator for any schema, compiled when first used (a descriptor added at run time works too). */
export const runtimeFormValidator: FormValidatorProvider = () => validator;
