// Build time (Node): the ES module of one form's precompiled validator functions.
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { formValidatorOptions } from '../../engine/validator/formValidator.ts';

/**
 * ajv's standalone code for one form schema (the same options the run-time validator uses), as an ES
 * module whose default export is rjsf's `ValidatorFunctions` (keyed by the schema's hash). ajv writes
 * CommonJS: its `require`s of ajv's small run-time helpers become imports, `exports` a local object.
 */
export function formValidatorModule(schema: RJSFSchema): string {
  const commonJs = compileSchemaValidatorsCode(schema, formValidatorOptions);
  const required = [...new Set([...commonJs.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
  const imports = required.map((id, i) => `import dep${i} from ${JSON.stringify(/\.[cm]?js$/.test(id) ? id : `${id}.js`)};`);
  const table = required.map((id, i) => `${JSON.stringify(id)}: cjs(dep${i})`).join(', ');
  return [
    ...imports,
    // The helpers' CommonJS exports, however the bundler or Node hands them over: module.exports, or
    // (with __esModule) its unwrapped `default`, or a namespace around it.
    `const cjs = (m) => (typeof m === 'function' ? { default: m } : m && m.__esModule ? m : m && m.default && m.default.__esModule ? m.default : m);`,
    `const deps = { ${table} };`,
    `export default (function (require, exports) {`,
    commonJs,
    `return exports;`,
    `})((id) => deps[id], {});`,
    '',
  ].join('\n');
}
