import { validatorFunctions } from 'virtual:painel-validators';
import { precompiledFormValidator } from '../engine/validator';

// Every form's validator, precompiled at build time (src/tools/vite/painelFormsPlugin.ts): the browser runs no
// ajv compiler. Loaded with the first form, not with the lists.
export const formValidator = precompiledFormValidator(validatorFunctions);
