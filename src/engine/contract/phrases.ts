import type { Labels } from './descriptor.types';

/** Portuguese phrases built from a resource's labels and grammatical gender; both edges say them the same way. */
const lower = (s: string) => s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1);
const feminine = (l: Labels) => l.gender === 'f';
type Named = { labels: Labels };

export const phrases = {
  /** "Nova categoria" / "Novo outdoor" */
  newRecord: ({ labels }: Named) => `${feminine(labels) ? 'Nova' : 'Novo'} ${lower(labels.singular)}`,
  /** "Editar vaga" */
  editRecord: ({ labels }: Named) => `Editar ${lower(labels.singular)}`,
  /** "Excluir banner" */
  deleteRecord: ({ labels }: Named) => `Excluir ${lower(labels.singular)}`,
  /** "Nenhuma categoria cadastrada ainda." / "Nenhum outdoor cadastrado ainda." */
  noneYet: ({ labels }: Named) =>
    feminine(labels) ? `Nenhuma ${lower(labels.singular)} cadastrada ainda.` : `Nenhum ${lower(labels.singular)} cadastrado ainda.`,
  /** "1 categoria" / "3 categorias" */
  count: ({ labels }: Named, n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? lower(labels.singular) : lower(labels.plural)}`,
  /** "será excluída" / "será excluído" */
  willBeDeleted: ({ labels }: Named) => (feminine(labels) ? 'será excluída' : 'será excluído'),
  /** "esta categoria" / "este outdoor" */
  thisRecord: ({ labels }: Named) => `${feminine(labels) ? 'esta' : 'este'} ${lower(labels.singular)}`,
  /** "Categoria não encontrada." */
  notFound: ({ labels }: Named) => `${labels.singular} não encontrad${feminine(labels) ? 'a' : 'o'}.`,
  /** "Já existe um usuário com este e-mail." */
  alreadyExists: ({ labels }: Named, fieldTitle: string) =>
    `Já existe ${feminine(labels) ? 'uma' : 'um'} ${lower(labels.singular)} com este ${lower(fieldTitle)}.`,
  /** "Não é possível excluir este serviço: há locações ligadas a ele." */
  inUse: ({ labels }: Named, by: Named) =>
    `Não é possível excluir ${feminine(labels) ? 'esta' : 'este'} ${lower(labels.singular)}: há ${lower(by.labels.plural)} ligad${feminine(by.labels) ? 'as' : 'os'} a ${feminine(labels) ? 'ela' : 'ele'}.`,
};
