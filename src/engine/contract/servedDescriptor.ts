import { profileOf } from './apiProfiles.ts';
import type { ApiProfile, ApiProfiles } from './apis.types';
import type { Operation, ResourceDescriptor } from './descriptor.types';

const served = (profile: Pick<ApiProfile, 'extensions'>, op: Operation | undefined) => Boolean(op && (!op.extension || profile.extensions));

/**
 * The descriptor as its API profile can answer it: an operation (or action) marked `extension` is left out
 * unless the profile declares `extensions: true`. Both edges read descriptors through this, so a spec-only
 * server gets no such route and its client neither a button nor a call. Unchanged descriptors are returned
 * as they are (same object).
 */
export function servedDescriptor(d: ResourceDescriptor, profile: Pick<ApiProfile, 'extensions'>): ResourceDescriptor {
  const ops = Object.entries(d.operations);
  const actions = d.actions ?? [];
  if (ops.every(([, op]) => served(profile, op)) && actions.every((a) => served(profile, a.operation))) return d;
  return {
    ...d,
    operations: Object.fromEntries(ops.filter(([, op]) => served(profile, op))),
    ...(d.actions ? { actions: actions.filter((a) => served(profile, a.operation)) } : {}),
  };
}

/** Every descriptor as the profile it names can answer it. */
export const servedDescriptors = (descriptors: ResourceDescriptor[], apis: ApiProfiles): ResourceDescriptor[] =>
  descriptors.map((d) => servedDescriptor(d, profileOf(apis, d)));
