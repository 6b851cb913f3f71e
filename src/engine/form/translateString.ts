import { englishStringTranslator, TranslatableString, type TranslatableString as Key } from '@rjsf/utils';

// Every one of rjsf's own texts in Portuguese: a Record over the whole enum, so a key a new rjsf adds fails the
// typecheck instead of showing up in English (tests/build/englishOnScreen.test.ts checks the build too).
const ptBR: Record<Key, string> = {
  [TranslatableString.ArrayItemTitle]: 'Item',
  [TranslatableString.MissingItems]: 'Definição dos itens ausente.',
  [TranslatableString.EmptyArray]: 'Nenhum item ainda. Use o botão abaixo para adicionar.',
  [TranslatableString.YesLabel]: 'Sim',
  [TranslatableString.NoLabel]: 'Não',
  [TranslatableString.CloseLabel]: 'Fechar',
  [TranslatableString.ErrorsLabel]: 'Erros',
  [TranslatableString.NewStringDefault]: 'Novo valor',
  [TranslatableString.AddButton]: 'Adicionar',
  [TranslatableString.AddItemButton]: 'Adicionar item',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.ExpandButton]: 'Expandir ciclo',
  [TranslatableString.MoveDownButton]: 'Mover para baixo',
  [TranslatableString.MoveUpButton]: 'Mover para cima',
  [TranslatableString.RemoveButton]: 'Remover',
  [TranslatableString.NowLabel]: 'Agora',
  [TranslatableString.ClearLabel]: 'Limpar',
  [TranslatableString.AriaDateLabel]: 'Selecione uma data',
  [TranslatableString.PreviewLabel]: 'Pré-visualização',
  [TranslatableString.DecrementAriaLabel]: 'Diminuir 1',
  [TranslatableString.IncrementAriaLabel]: 'Aumentar 1',
  [TranslatableString.OptionalObjectAdd]: 'Preencher o campo opcional',
  [TranslatableString.OptionalObjectRemove]: 'Esvaziar o campo opcional',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Campo opcional sem dados.',
  [TranslatableString.Type]: 'Tipo',
  [TranslatableString.Value]: 'Valor',
  [TranslatableString.ClearButton]: 'limpar campo',
  [TranslatableString.UnknownFieldType]: 'Tipo de campo desconhecido: %1',
  [TranslatableString.OptionPrefix]: 'Opção %1',
  [TranslatableString.TitleOptionPrefix]: '%1, opção %2',
  [TranslatableString.KeyLabel]: 'Chave de %1',
  [TranslatableString.DeprecatedLabel]: '%1 (obsoleto)',
  [TranslatableString.CycleDetected]: 'Referência circular ($ref) no campo "%1". Você pode expandir até a próxima interrupção do ciclo.',
  [TranslatableString.InvalidObjectField]: 'Configuração inválida do campo de objeto "%1": _%2_.',
  [TranslatableString.UnsupportedField]: 'Campo não suportado.',
  [TranslatableString.UnsupportedFieldWithId]: 'Campo `%1` não suportado.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Campo não suportado: _%1_.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Campo `%1` não suportado: _%2_.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 bytes)',
};

/** rjsf's `translateString`: its text in Portuguese, with the `%1`, `%2`… filled in as rjsf's own translator does. */
export function translateString(key: Key, params?: string[]): string {
  return englishStringTranslator(ptBR[key] as Key, params);
}
