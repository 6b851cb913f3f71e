import { descriptors as built, validatorFunctions } from 'virtual:painel-forms';
import type { ResourceDescriptor } from '../engine/contract';
import { precompiledFormValidator } from '../engine/validator';

// Every schemas/*.json, validated at build time, with every form's validator precompiled then too
// (src/tools/vite/painelFormsPlugin.ts): the browser runs no ajv compiler. Loaded after sign-in.
export const descriptors: ResourceDescriptor[] = built;
export const formValidator = precompiledFormValidator(validatorFunctions);
