import type { Labels } from './descriptor.types';

/** Portuguese phrases built from a resource's labels and grammatical gender; both edges say them the same way. */
// An acronym that starts a title stays as it is: "este CPF ou CNPJ", not "este cPF ou CNPJ".
const lower = (s: string) => (/^\p{Lu}{2,}\b/u.test(s) ? s : s.charAt(0).toLocaleLowerCase('pt-BR') + s.slice(1));
const feminine = (l: Labels) => l.gender === 'f';
type Named = { labels: Labels };

export const phrases = {
  /** "Nova categoria" / "Novo outdoor" */
  newRecord: ({ labels }: Named) => `${feminine(labels) ? 'Nova' : 'Novo'} ${lower(labels.singular)}`,
  /** "Editar vaga" */
  editRecord: ({ labels }: Named) => `Editar ${lower(labels.singular)}`,
  /** "Detalhes da locação": a record's page that cannot change it. */
  viewRecord: ({ labels }: Named) => `Detalhes ${feminine(labels) ? 'da' : 'do'} ${lower(labels.singular)}`,
  /** "Excluir banner" */
  deleteRecord: ({ labels }: Named) => `Excluir ${lower(labels.singular)}`,
  /** "Nenhuma categoria cadastrada ainda." / "Nenhum outdoor cadastrado ainda." */
  noneYet: ({ labels }: Named) =>
    feminine(labels) ? `Nenhuma ${lower(labels.singular)} cadastrada ainda.` : `Nenhum ${lower(labels.singular)} cadastrado ainda.`,
  /** "Nenhuma locação no período." / "Nenhum outdoor no período.": a home page's list with no rows. */
  noneInPeriod: ({ labels }: Named) => `${feminine(labels) ? 'Nenhuma' : 'Nenhum'} ${lower(labels.singular)} no período.`,
  /** "1 categoria" / "3 categorias" */
  count: ({ labels }: Named, n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? lower(labels.singular) : lower(labels.plural)}`,
  /** "será excluída" / "será excluído" */
  willBeDeleted: ({ labels }: Named) => (feminine(labels) ? 'será excluída' : 'será excluído'),
  /** "vai para a Lixeira, de onde pode ser restaurada" / "vão …, de onde podem ser restaurados": a delete where the trash keeps it. */
  toTrash: ({ labels }: Named, n = 1) =>
    `${n === 1 ? 'vai' : 'vão'} para a Lixeira, de onde ${n === 1 ? 'pode' : 'podem'} ser restaurad${feminine(labels) ? 'a' : 'o'}${n === 1 ? '' : 's'}`,
  /** "“Rodovias” foi restaurada.": back from the trash (a record of no known resource is "restaurado"). */
  restored: (title: string, named?: Named) => `“${title}” foi restaurad${named && feminine(named.labels) ? 'a' : 'o'}.`,
  /** "Erro ao restaurar categoria" */
  restoreError: (named?: Named) => (named ? `Erro ao restaurar ${lower(named.labels.singular)}` : 'Erro ao restaurar o registro'),
  /** "esta categoria" / "este outdoor" */
  thisRecord: ({ labels }: Named) => `${feminine(labels) ? 'esta' : 'este'} ${lower(labels.singular)}`,
  /** "Usuário cadastrado, mas o campo Perfil não foi salvo": a create whose follow-up failed (the record exists). */
  createdWithout: ({ labels }: Named, titles: string[]) =>
    `${labels.singular} cadastrad${feminine(labels) ? 'a' : 'o'}, mas ${titles.length === 1 ? `o campo ${titles[0]} não foi salvo` : `os campos ${titles.join(', ')} não foram salvos`}`,
  /** "Categoria não encontrada." */
  notFound: ({ labels }: Named) => `${labels.singular} não encontrad${feminine(labels) ? 'a' : 'o'}.`,
  /** "Já existe um usuário com este e-mail." */
  alreadyExists: ({ labels }: Named, fieldTitle: string) =>
    `Já existe ${feminine(labels) ? 'uma' : 'um'} ${lower(labels.singular)} com este ${lower(fieldTitle)}.`,
  /** "Não é possível excluir este serviço: há locações ligadas a ele." */
  inUse: ({ labels }: Named, by: Named) =>
    `Não é possível excluir ${feminine(labels) ? 'esta' : 'este'} ${lower(labels.singular)}: há ${lower(by.labels.plural)} ligad${feminine(by.labels) ? 'as' : 'os'} a ${feminine(labels) ? 'ela' : 'ele'}.`,
  /** "mais de 10.000": a total the server stopped counting at. */
  moreThan: (n: number) => `mais de ${n.toLocaleString('pt-BR')}`,
  /** "3 vagas excluídas" / "1 post alterado": what a bulk action did. */
  bulkDone: ({ labels }: Named, action: BulkVerb, n: number) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? lower(labels.singular) : lower(labels.plural)} ${participle(labels, action, n)}`,
  /** "1 não pôde ser excluída" / "2 não puderam ser alterados". */
  bulkFailed: ({ labels }: Named, action: BulkVerb, n: number) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? 'não pôde' : 'não puderam'} ser ${participle(labels, action, n)}`,
  /** "1 já estava desativada" / "2 já estavam publicados": records an explicit state left as they were. */
  bulkUnchanged: ({ labels }: Named, action: BulkVerb, n: number) => `${n.toLocaleString('pt-BR')} já ${n === 1 ? 'estava' : 'estavam'} ${participle(labels, action, n)}`,
  /**
   * "3 vagas excluídas; 1 não pôde ser excluída: Não é possível…", "2 vagas desativadas; 1 já estava
   * desativada": one toast for a whole bulk answer.
   */
  bulkSummary(named: Named, action: BulkVerb, answer: { done: number; failed: number; unchanged?: number; results: { ok: boolean; message?: string }[] }) {
    const reasons = [...new Set(answer.results.flatMap((r) => (r.ok || !r.message ? [] : [r.message])))];
    const unchanged = answer.unchanged ?? 0;
    const parts = [...(answer.done || (!answer.failed && !unchanged) ? [phrases.bulkDone(named, action, answer.done)] : [])];
    if (unchanged) parts.push(phrases.bulkUnchanged(named, action, unchanged));
    if (answer.failed) parts.push(`${phrases.bulkFailed(named, action, answer.failed)}${reasons.length ? `: ${reasons.join(' ')}` : ''}`);
    return parts.join('; ');
  },
  /** "Mais de 10.000 registros correspondem; o máximo por vez é 10.000. Refine a busca ou os filtros." */
  /** "A seleção mudou: 2 registros correspondem agora, não 3. …": "all N matching" runs on N or on nothing. */
  bulkSelectionChanged: (now: number, confirmed: number) =>
    `A seleção mudou: ${now.toLocaleString('pt-BR')} ${now === 1 ? 'registro corresponde' : 'registros correspondem'} agora, não ${confirmed.toLocaleString('pt-BR')}. Nada foi alterado; confira a lista e tente de novo.`,
  bulkTooMany: (max: number) =>
    `Mais de ${max.toLocaleString('pt-BR')} registros selecionados; o máximo por vez é ${max.toLocaleString('pt-BR')}. Refine a busca ou os filtros.`,
};

/** `delete` says "excluído(a)s", `change` "alterado(a)s", a verb its own participle ("Desativar" → "desativado(a)s"). */
export type BulkVerb = 'delete' | 'change' | { verb: string };

/** A regular verb's participle stem ("Ativar" → "ativad", "Ocultar" → "ocultad"); "alterad" when it is not one. */
const stemOf = (verb: string) => {
  const v = verb.trim().toLocaleLowerCase('pt-BR');
  return /ar$/.test(v) ? `${v.slice(0, -2)}ad` : /[ei]r$/.test(v) ? `${v.slice(0, -2)}id` : 'alterad';
};

function participle(labels: Labels, action: BulkVerb, n: number) {
  const stem = action === 'delete' ? 'excluíd' : action === 'change' ? 'alterad' : stemOf(action.verb);
  return `${stem}${feminine(labels) ? 'a' : 'o'}${n === 1 ? '' : 's'}`;
}
