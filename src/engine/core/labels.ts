import type { ResourceDescriptor } from '../descriptor';

/** Portuguese phrases built from a descriptor's labels and grammatical gender. */
const lower = (s: string) => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);
const feminine = (d: ResourceDescriptor) => d.labels.gender === 'f';

export const phrases = {
  /** "Nova categoria" / "Novo outdoor" */
  newRecord: (d: ResourceDescriptor) => `${feminine(d) ? 'Nova' : 'Novo'} ${lower(d.labels.singular)}`,
  /** "Editar vaga" */
  editRecord: (d: ResourceDescriptor) => `Editar ${lower(d.labels.singular)}`,
  /** "Excluir banner" */
  deleteRecord: (d: ResourceDescriptor) => `Excluir ${lower(d.labels.singular)}`,
  /** "Nenhuma categoria cadastrada ainda." / "Nenhum outdoor cadastrado ainda." */
  noneYet: (d: ResourceDescriptor) =>
    feminine(d) ? `Nenhuma ${lower(d.labels.singular)} cadastrada ainda.` : `Nenhum ${lower(d.labels.singular)} cadastrado ainda.`,
  /** "1 categoria" / "3 categorias" */
  count: (d: ResourceDescriptor, n: number) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? lower(d.labels.singular) : lower(d.labels.plural)}`,
  /** "será excluída" / "será excluído" */
  willBeDeleted: (d: ResourceDescriptor) => (feminine(d) ? 'será excluída' : 'será excluído'),
  /** "esta categoria" / "este outdoor" */
  thisRecord: (d: ResourceDescriptor) => `${feminine(d) ? 'esta' : 'este'} ${lower(d.labels.singular)}`,
};
