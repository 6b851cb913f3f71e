import type Ajv from 'ajv';
import type { Operation } from '../../../engine/contract';
import { hiddenFields } from '../../history';
import type { Resource } from '../../model';
import { bodyRules, type BodyRules } from '../../validation';

/**
 * The rules "Restaurar esta versão" writes with, per resource: every stored field the version kept, read-only
 * ones (a status) too, as a PATCH would.
 */
export function restoreRules(ajv: Ajv): (res: Resource) => BodyRules {
  const made = new Map<Resource, BodyRules>();
  return (res) => {
    let rules = made.get(res);
    if (!rules) {
      const hidden = hiddenFields(res);
      const fields = res.publicColumns.filter((f) => f !== 'id' && !hidden.has(f));
      const properties = Object.fromEntries(fields.map((f) => [f, { ...res.field(f)!, readOnly: false }]));
      const op: Operation = { method: 'PATCH', path: `/${res.name}/{id}`, body: 'json', fields };
      rules = bodyRules(ajv, res, op, { schema: { type: 'object', required: res.descriptor.schema.required, properties }, partial: true, creating: false });
      made.set(res, rules);
    }
    return rules;
  };
}
