// The names of Painel's own protocol, said once for both edges: the server writes them, the client reads them,
// and the OpenAPI document states them.

/** Where a change's answer carries its undo token (POST /api/painel/undo/{token} undoes it). */
export const UNDO_HEADER = 'Painel-Undo';

/** On a restore's answer when it changed nothing (the version restored is the record as it is now): "true". */
export const UNCHANGED_HEADER = 'Painel-Unchanged';

/** A record's version as its entity tag: the ETag a read answers, the If-Match a change sends back ("3"). */
export const entityTag = (version: number) => `"${version}"`;
