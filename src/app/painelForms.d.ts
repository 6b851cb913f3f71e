// The build's own modules (src/tools/vite/painelFormsPlugin.ts), made from schemas/ at build time.
declare module 'virtual:painel-descriptors' {
  /** The validated descriptors; loaded after sign-in. */
  export const descriptors: import('../engine/contract').ResourceDescriptor[];
}

declare module 'virtual:painel-validators' {
  /** Each form's precompiled validator functions; loaded with the first form. */
  export const validatorFunctions: import('../engine/validator').PrecompiledForms;
}

declare module 'virtual:painel-apis' {
  /** schemas/apis.json, validated: small, and needed from the first page (sign-in is an API call). */
  export const apis: import('../engine/contract').ApiProfiles;
  /** schemas/roles.json, validated; undefined without one. */
  export const roles: import('../engine/contract').Roles | undefined;
}
