// Build time (Node): descriptors validated and form validators precompiled, served to the client as
// `virtual:painel-descriptors` and `virtual:painel-validators`, so the browser neither validates descriptors nor
// compiles a schema (no ajv compiler, no `new Function`: the Content-Security-Policy has no 'unsafe-eval'). Two
// modules: a list needs the descriptors, only a form its validators. The API profiles (schemas/apis.json,
// validated) are their sibling `virtual:painel-apis`, with the roles (schemas/roles.json): the sign-in page needs them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hashForSchema } from '@rjsf/utils';
import type { Plugin } from 'vite';
import { servedDescriptors, withRoleChoices, type ApiProfiles, type ResourceDescriptor, type Roles } from '../../engine/contract/index.ts';
import { API_PROFILES_FILE, isDescriptorFile, ROLES_FILE } from '../../engine/descriptor/loadDescriptors.ts';
import { defaultSchemasDir, readApiProfiles, readRoles, readSchemasDir } from '../../engine/descriptor/readSchemasDir.ts';
import { everyFormSpec } from '../../engine/form/formSpecs.ts';
import { formValidatorModule } from './formValidatorModule.ts';

const PAINEL_DESCRIPTORS = 'virtual:painel-descriptors';
const PAINEL_VALIDATORS = 'virtual:painel-validators';
const PAINEL_APIS = 'virtual:painel-apis';
const VALIDATOR_PREFIX = `${PAINEL_VALIDATORS}/`;
const OWN = [PAINEL_DESCRIPTORS, PAINEL_VALIDATORS, PAINEL_APIS];

interface Forms {
  apis: ApiProfiles;
  /** schemas/roles.json, validated (absent: no roles, everyone may do everything). */
  roles?: Roles;
  descriptors: ResourceDescriptor[];
  /** Form schemas by their hash (rjsf's key for a precompiled validator). */
  schemas: Map<string, object>;
}

function readForms(dir: string): Forms {
  // Throws DescriptorError with the file and JSON path: a broken descriptor stops `vite build` and `vite`.
  const apis = readApiProfiles(dir);
  // The forms the client can draw with these profiles (an extension operation only where its profile has them).
  const all = readSchemasDir(dir);
  const roles = readRoles(dir, all);
  // The role field offers the roles of roles.json: its forms and their validators are built with the choices.
  const descriptors = servedDescriptors(withRoleChoices(all, roles), apis);
  const schemas = new Map(everyFormSpec(descriptors).map((spec) => [hashForSchema(spec.schema), spec.schema as object]));
  return { apis, roles, descriptors, schemas };
}

/**
 * `virtual:painel-descriptors` exports `descriptors` (schemas/*.json, validated); `virtual:painel-validators`
 * exports `validatorFunctions` (hash of each form schema → its precompiled functions, one module each).
 */
export function painelFormsPlugin(schemasDir = defaultSchemasDir): Plugin {
  let forms: Forms | undefined;
  const current = () => (forms ??= readForms(schemasDir));
  return {
    name: 'painel-forms',
    buildStart() {
      forms = readForms(schemasDir);
      for (const f of readdirSync(schemasDir).filter((f) => isDescriptorFile(f) || f === API_PROFILES_FILE || f === ROLES_FILE)) this.addWatchFile(join(schemasDir, f));
    },
    watchChange(id) {
      if (id.startsWith(schemasDir)) forms = undefined;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(schemasDir)) return;
      forms = undefined;
      for (const m of server.moduleGraph.idToModuleMap.values()) if (m.id?.startsWith('\0virtual:painel-')) server.moduleGraph.invalidateModule(m);
    },
    resolveId(id) {
      if (OWN.includes(id) || id.startsWith(VALIDATOR_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${PAINEL_APIS}`) return `export const apis = ${JSON.stringify(current().apis)};\nexport const roles = ${JSON.stringify(current().roles)};\n`;
      if (id === `\0${PAINEL_DESCRIPTORS}`) return `export const descriptors = ${JSON.stringify(current().descriptors)};\n`;
      if (id === `\0${PAINEL_VALIDATORS}`) {
        const keys = [...current().schemas.keys()];
        return [
          ...keys.map((key, i) => `import form${i} from ${JSON.stringify(VALIDATOR_PREFIX + key)};`),
          `export const validatorFunctions = { ${keys.map((key, i) => `${JSON.stringify(key)}: form${i}`).join(', ')} };`,
          '',
        ].join('\n');
      }
      if (id.startsWith(`\0${VALIDATOR_PREFIX}`)) {
        const schema = current().schemas.get(id.slice(VALIDATOR_PREFIX.length + 1));
        if (!schema) throw new Error(`painel-forms: no form schema ${id}`);
        return formValidatorModule(schema);
      }
      return undefined;
    },
  };
}
