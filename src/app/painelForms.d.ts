// The build's own module (src/tools/vite/painelFormsPlugin.ts): validated descriptors and precompiled form validators.
declare module 'virtual:painel-forms' {
  export const descriptors: import('../engine/descriptor').ResourceDescriptor[];
  export const validatorFunctions: import('../engine/form/precompiledFormValidator').PrecompiledForms;
}
