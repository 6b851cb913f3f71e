// The build's own modules (src/tools/vite/painelFormsPlugin.ts), made from schemas/ at build time.
declare module 'virtual:painel-forms' {
  /** The validated descriptors; loaded after sign-in. */
  export const descriptors: import('../engine/contract').ResourceDescriptor[];
  /** Each form's precompiled validator functions. */
  export const validatorFunctions: import('../engine/validator').PrecompiledForms;
}

declare module 'virtual:painel-apis' {
  /** schemas/apis.json, validated: small, and needed from the first page (sign-in is an API call). */
  export const apis: import('../engine/contract').ApiProfiles;
}
