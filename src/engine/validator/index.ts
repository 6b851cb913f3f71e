// The rjsf validator of each form. runtimeFormValidator.ts is for tests and Node only (it compiles schemas with
// `new Function`, which the app's Content-Security-Policy forbids): it is not exported here.
export type { FormValidatorProvider } from './formValidator';
export { precompiledFormValidator, type PrecompiledForms } from './precompiledFormValidator';
