import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';

/**
 * The rjsf validator for one form schema. The app passes validators precompiled at build time (the
 * browser never compiles a schema: no `new Function` under the Content-Security-Policy); tests and
 * Node pass ones compiled at run time (runtimeFormValidator), which accept any schema.
 */
export type FormValidatorProvider = (schema: RJSFSchema) => ValidatorType;

/** ajv options both kinds share: `$data`, so a limit can point at a sibling field (formatMinimum: {$data: '1/startDate'}). */
export const formValidatorOptions: CustomValidatorOptionsType = { ajvOptionsOverrides: { $data: true } };
