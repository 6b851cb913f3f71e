/** The part of a schema a JSON pointer names ('#/properties/endDate/formatMinimum'), or undefined. */
export function schemaAt(root: unknown, pointer: string): unknown {
  const tokens = pointer.replace(/^#/, '').split('/').filter(Boolean).map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = root;
  for (const token of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
