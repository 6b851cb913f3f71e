// "Visualizações": a list as someone set it up (search, filters, order, page size, columns), saved under a name
// on the server (GET/POST /api/painel/views/{resource}, PATCH/DELETE …/{id}, PUT …/default). Their shapes are
// declared with the calls (generated as painelCalls.ts); their limits are these.

/** The longest name a view may have. */
export const VIEW_NAME_MAX = 80;
/** Views one person keeps per list: enough for every morning's routine, not a dumping ground. */
export const MAX_VIEWS_PER_LIST = 50;
