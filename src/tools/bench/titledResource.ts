import type { Registry, Resource } from '../../server/model';

/**
 * The benches' resource, picked by shape so no entity is named: one of a REST API whose only required field is its
 * title, created from JSON, and with JSON updates, a list or a read where the bench needs them.
 */
export function titledResource(registry: Registry, needs: { list?: boolean; read?: boolean; update?: boolean } = {}): Resource {
  const found = registry.all.find((r) => {
    const { operations: o, titleField, schema } = r.descriptor;
    return (
      r.profile.transport === 'rest' &&
      titleField &&
      o.create?.body === 'json' &&
      (!needs.list || o.list) &&
      (!needs.read || o.read) &&
      (!needs.update || o.update?.body === 'json') &&
      (schema.required ?? []).every((f) => f === titleField)
    );
  });
  if (!found) throw new Error('nenhum recurso REST cujo único campo obrigatório seja o título');
  return found;
}
