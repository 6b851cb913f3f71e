import { DescriptorError } from './validateDescriptor.ts';
import type { ApiProfiles, ResourceDescriptor } from '../contract';
import { timelineCalendarProblem } from './timelineProblems.ts';

/**
 * Cross-descriptor rules: unique names, an API profile that exists, references to resources that exist and can be
 * listed, an availability whose occupying resource keeps a rule about this one, a timeline's calendar that exists,
 * carry-overs that can be made.
 */
export function checkRegistry(descriptors: { file: string; descriptor: ResourceDescriptor }[], apis: ApiProfiles): void {
  for (const { file, descriptor } of descriptors) {
    const profile = apis.profiles[descriptor.api];
    if (!profile) {
      throw new DescriptorError(file, [`/api '${descriptor.api}' is not a profile of apis.json (${Object.keys(apis.profiles).join(', ')})`]);
    }
    // Painel's own extensions are served for every resource; no resource lives there.
    if (profile.transport === 'painel') throw new DescriptorError(file, [`/api '${descriptor.api}' is Painel's extensions profile, not a resource API`]);
  }
  const byName = new Map<string, string>();
  for (const { file, descriptor } of descriptors) {
    const other = byName.get(descriptor.name);
    if (other) throw new DescriptorError(file, [`/name '${descriptor.name}' is also used by ${other}`]);
    byName.set(descriptor.name, file);
  }
  const names = new Map(descriptors.map(({ descriptor }) => [descriptor.name, descriptor]));
  for (const { file, descriptor } of descriptors) {
    for (const [field, ref] of Object.entries(descriptor.references ?? {})) {
      const target = names.get(ref.resource);
      if (!target) throw new DescriptorError(file, [`/references/${field}/resource '${ref.resource}' is not a descriptor`]);
      if (!target.operations.list) throw new DescriptorError(file, [`/references/${field}/resource '${ref.resource}' has no list operation`]);
    }
    // The period filters ask the occupying resource's rule: it must key on one field pointing here.
    const by = descriptor.availability?.by;
    if (by !== undefined) {
      const occupier = names.get(by);
      const keyed = occupier?.noOverlap?.some((o) => o.key.length === 1 && occupier.references?.[o.key[0]]?.resource === descriptor.name);
      if (!keyed) throw new DescriptorError(file, [`/availability/by '${by}' must name a resource with a noOverlap rule whose one key field references '${descriptor.name}'`]);
    }
    const calendar = timelineCalendarProblem(descriptor, names);
    if (calendar) throw new DescriptorError(file, [calendar]);
    checkCarryOver(file, descriptor, names);
  }
}

/** A carry-over fills a reference from another reference, copying fields each of the two resources has. */
function checkCarryOver(file: string, descriptor: ResourceDescriptor, names: Map<string, ResourceDescriptor>): void {
  for (const [field, { from, copy }] of Object.entries(descriptor.carryOver ?? {})) {
    const at = `/carryOver/${field}`;
    const target = names.get(descriptor.references?.[field]?.resource ?? '');
    const source = names.get(descriptor.references?.[from]?.resource ?? '');
    if (!target) throw new DescriptorError(file, [`${at} '${field}' is not a reference`]);
    if (!source) throw new DescriptorError(file, [`${at}/from '${from}' is not a reference`]);
    for (const [to, of] of Object.entries(copy)) {
      if (!Object.hasOwn(target.schema.properties, to)) throw new DescriptorError(file, [`${at}/copy names '${to}', not a field of ${target.name}`]);
      if (!Object.hasOwn(source.schema.properties, of)) throw new DescriptorError(file, [`${at}/copy/${to} names '${of}', not a field of ${source.name}`]);
      // A secret never leaves its record (it is stored hashed, and never read back).
      if (source.secrets?.includes(of)) throw new DescriptorError(file, [`${at}/copy/${to} names '${of}', a secret of ${source.name}`]);
    }
  }
}
