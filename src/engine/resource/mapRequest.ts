// A list's "Mapa" layout: in the address beside the search and the filters, and what it asks Painel's map call.

/** `layout=mapa`: the list opens as its map. */
export const MAP_LAYOUT = { param: 'layout', value: 'mapa' } as const;

/** The map call's query: the list's filters and search (no page, no order: every match, in the list's order). */
export const mapQuery = (q: string, filters: Record<string, string>): Record<string, string> => ({ ...filters, ...(q ? { q } : {}) });
