import { englishStringTranslator, TranslatableString, type TranslatableString as Key } from '@rjsf/utils';

// rjsf's own texts in Portuguese; anything not listed falls back to English rather than going blank.
const ptBR: Partial<Record<Key, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Item',
  [TranslatableString.EmptyArray]: 'Nenhum item ainda. Use o botão abaixo para adicionar.',
  [TranslatableString.YesLabel]: 'Sim',
  [TranslatableString.NoLabel]: 'Não',
  [TranslatableString.CloseLabel]: 'Fechar',
  [TranslatableString.ErrorsLabel]: 'Erros',
  [TranslatableString.NewStringDefault]: 'Novo valor',
  [TranslatableString.AddButton]: 'Adicionar',
  [TranslatableString.AddItemButton]: 'Adicionar item',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Mover para baixo',
  [TranslatableString.MoveUpButton]: 'Mover para cima',
  [TranslatableString.RemoveButton]: 'Remover',
  [TranslatableString.NowLabel]: 'Agora',
  [TranslatableString.ClearLabel]: 'Limpar',
  [TranslatableString.AriaDateLabel]: 'Selecione uma data',
  [TranslatableString.PreviewLabel]: 'Pré-visualização',
  [TranslatableString.DecrementAriaLabel]: 'Diminuir 1',
  [TranslatableString.IncrementAriaLabel]: 'Aumentar 1',
  [TranslatableString.ClearButton]: 'limpar campo',
  [TranslatableString.UnsupportedField]: 'Campo não suportado.',
  [TranslatableString.FilesInfo]: '**%1** (%2, %3 bytes)',
};

export function translateString(key: Key, params?: string[]): string {
  const text = ptBR[key];
  return text ? englishStringTranslator(text as Key, params) : englishStringTranslator(key, params);
}
