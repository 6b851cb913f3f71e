import Ajv from 'ajv';
import metaSchema from '../../../schemas/apis.schema.json' with { type: 'json' };
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { authProfile, type ApiProfiles } from '../contract/index.ts';
import { shapeProblem } from './shapeProblem.ts';
import { DescriptorError } from './validateDescriptor.ts';

const checkShape = new Ajv({ allErrors: true, strict: false }).compile<ApiProfiles>(metaSchema);

/** Validates schemas/apis.json against schemas/apis.schema.json, and that exactly one profile signs users in. */
export function validateApiProfiles(json: unknown, file: string): ApiProfiles {
  if (!checkShape(json)) {
    const problems = (checkShape.errors ?? [])
      .filter((e) => e.keyword !== 'if')
      .map(shapeProblem);
    throw new DescriptorError(file, [...new Set(problems)]);
  }
  try {
    authProfile(json);
  } catch (e) {
    throw new DescriptorError(file, [`/profiles ${(e as Error).message}`]);
  }
  return json;
}
