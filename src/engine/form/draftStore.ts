import type { RecordValues } from '../data';

/**
 * Unsaved form values kept through a new sign-in, in this tab's sessionStorage: one draft per form
 * path (a record's id is in its path), marked with whose it is. Storage can be full or disabled:
 * then nothing is kept, and nothing throws.
 */
interface StoredDraft {
  owner: string;
  values: RecordValues;
}

const PREFIX = 'painel:draft:';

export function saveDraft(path: string, owner: string, values: RecordValues): boolean {
  try {
    sessionStorage.setItem(PREFIX + path, JSON.stringify({ owner, values } satisfies StoredDraft));
    return true;
  } catch (error) {
    console.error('Não foi possível guardar o rascunho do formulário', error);
    return false;
  }
}

/** The draft kept for this path if it is `owner`'s; another user's draft is dropped, never shown. */
export function readDraft(path: string, owner: string): RecordValues | undefined {
  let draft: Partial<StoredDraft> | null = null;
  try {
    draft = JSON.parse(sessionStorage.getItem(PREFIX + path) ?? 'null') as Partial<StoredDraft> | null;
  } catch {
    // Unreadable: as good as none.
  }
  if (!draft) return undefined;
  if (draft.owner !== owner || !draft.values || typeof draft.values !== 'object') {
    dropDraft(path);
    return undefined;
  }
  return draft.values;
}

export function dropDraft(path: string): void {
  try {
    sessionStorage.removeItem(PREFIX + path);
  } catch {
    // Storage unavailable: there is nothing to drop either.
  }
}
