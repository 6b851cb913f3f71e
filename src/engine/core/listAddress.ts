/**
 * The address each list was last shown at (`?q=…&page=…&sort=…&<filters>`), so that leaving a record (save,
 * "Cancelar", "Voltar", a record action) goes back to the list as the user left it, not to its first page.
 * Kept in this tab's sessionStorage, so a reload of the record's page keeps it too; where storage is disabled,
 * for this page's life only.
 */
const PREFIX = 'painel:list-address:';
const withoutStorage = new Map<string, string>();

export function rememberListAddress(listPath: string, search: string): void {
  try {
    sessionStorage.setItem(PREFIX + listPath, search);
  } catch {
    withoutStorage.set(listPath, search);
  }
}

/** The list's path with the search it was last shown with; the bare path when it was never shown in this tab. */
export function listAddress(listPath: string): string {
  let search: string | null | undefined;
  try {
    search = sessionStorage.getItem(PREFIX + listPath);
  } catch {
    search = withoutStorage.get(listPath);
  }
  return search?.startsWith('?') ? listPath + search : listPath;
}
