/** Reads a dot path of an answer ('' is the answer itself). */
export function pick(value: unknown, path: string): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}

/** Puts `value` at a dot path of `target` ('' replaces the whole body, which only a caller holding the result can do). */
export function place(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  if (!path) return value as Record<string, unknown>;
  const keys = path.split('.');
  let node = target;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return target;
}
