import type { ResourceDescriptor } from '../../engine/descriptor';

/** Portuguese phrases built from a descriptor's labels and grammatical gender. */
const fem = (d: ResourceDescriptor) => d.labels.gender === 'f';

export const notFoundMessage = (d: ResourceDescriptor) => `${d.labels.singular} não encontrad${fem(d) ? 'a' : 'o'}.`;

export const alreadyExistsMessage = (d: ResourceDescriptor, fieldTitle: string) =>
  `Já existe ${fem(d) ? 'uma' : 'um'} ${d.labels.singular.toLowerCase()} com este ${fieldTitle.toLowerCase()}.`;

export const inUseMessage = (d: ResourceDescriptor, by: ResourceDescriptor) =>
  `Não é possível excluir ${fem(d) ? 'esta' : 'este'} ${d.labels.singular.toLowerCase()}: há ${by.labels.plural.toLowerCase()} ligad${fem(by) ? 'as' : 'os'} a ${fem(d) ? 'ela' : 'ele'}.`;
