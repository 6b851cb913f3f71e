import Ajv from 'ajv';
import metaSchema from '../../../schemas/roles.schema.json' with { type: 'json' };
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { ALL, peopleDescriptor, ROLE_OPERATIONS, type ResourceDescriptor, type Roles } from '../contract/index.ts';
import { shapeProblem } from './shapeProblem.ts';
import { DescriptorError } from './validateDescriptor.ts';

const checkShape = new Ajv({ allErrors: true, strict: false }).compile<Roles>(metaSchema);


/** Each thing roles.json names that the descriptors do not have. */
function crossProblems(roles: Roles, descriptors: ResourceDescriptor[]): string[] {
  const problems: string[] = [];
  const ids = roles.roles.map((r) => r.id);
  ids.forEach((id, i) => ids.indexOf(id) !== i && problems.push(`/roles/${i}/id '${id}' is used twice`));
  for (const key of ['existingUsers', 'newUsers'] as const) if (!ids.includes(roles[key])) problems.push(`/${key} '${roles[key]}' is not a role id (${ids.join(', ')})`);
  const people = peopleDescriptor(descriptors);
  if (!people) problems.push('/field: no descriptor signs people in (secrets and an e-mail field)');
  else if (!people.schema.properties[roles.field]) problems.push(`/field '${roles.field}' is not a field of ${people.name}`);
  roles.roles.forEach((role, i) => {
    for (const [resource, grant] of Object.entries(role.grants)) {
      const at = `/roles/${i}/grants/${resource}`;
      const d = descriptors.find((x) => x.name === resource);
      if (resource !== ALL && !d) {
        problems.push(`${at}: no descriptor is named '${resource}'`);
        continue;
      }
      const known = new Set<string>([ALL, ...ROLE_OPERATIONS, ...(d ? (d.actions ?? []).map((a) => a.name) : descriptors.flatMap((x) => (x.actions ?? []).map((a) => a.name)))]);
      for (const key of ['can', 'ownRecord'] as const) for (const op of grant[key] ?? []) if (!known.has(op)) problems.push(`${at}/${key} '${op}' is neither an operation nor an action of ${resource}`);
      if (grant.ownRecord?.length && d && d !== people) problems.push(`${at}/ownRecord: only the people's resource (${people?.name}) has an own record`);
      for (const key of ['hiddenFields', 'readOnlyFields'] as const)
        for (const f of grant[key] ?? []) if (d && !d.schema.properties[f]) problems.push(`${at}/${key} '${f}' is not a field of ${resource}`);
    }
  });
  // A reminder's recipients by role must be roles of this file.
  for (const d of descriptors)
    d.reminders?.forEach((r, i) => r.to?.roles?.forEach((id) => !ids.includes(id) && problems.push(`${d.name}: /reminders/${i}/to/roles '${id}' is not a role id (${ids.join(', ')})`)));
  return problems;
}

/** Validates schemas/roles.json against its meta-schema and against the descriptors it names. */
export function validateRoles(json: unknown, file: string, descriptors: ResourceDescriptor[]): Roles {
  if (!checkShape(json)) {
    const problems = (checkShape.errors ?? []).map(shapeProblem);
    throw new DescriptorError(file, [...new Set(problems)]);
  }
  const problems = crossProblems(json, descriptors);
  if (problems.length) throw new DescriptorError(file, problems);
  return json;
}
