import { templateFields, type Operation } from '../../../engine/contract';
import { columnOf } from '../../db';
import { compressJsonAnswers, notFound } from '../../http';
import type { Resource } from '../../model';
import type { TitleView } from '../../records';
import { listCriteria } from '../../validation';
import { feature } from '../feature';
import { MAP_CALLS, MAP_MAX_POINTS } from './calls';

/** The columns a record's title is made of: its title field, else the fields its template names. */
function titleColumns(res: Resource): string[] {
  const d = res.descriptor;
  const named = d.titleField ? [d.titleField] : templateFields(d.titleTemplate ?? '');
  return named.map(columnOf).filter((c) => res.publicColumns.includes(c) || c === 'created_at' || c === 'updated_at');
}

/**
 * A list's map, for any descriptor that declares `map`: the list's own selection (its search, filters and order,
 * read by listCriteria and the repository's WHERE, never a second path), only the id, the title and the two
 * coordinates read and sent, as arrays, compressed. 10,000 points are ~0.4 MB of JSON and ~0.1 MB in brotli.
 */
export const mapFeature = feature(MAP_CALLS, ({ service, permissions, resourceOf }, scope) => {
  compressJsonAnswers(scope);
  return {
    'painel.map': async (request) => {
      const seen = permissions.view(request, resourceOf(request.params.resource));
      const spec = seen.descriptor.map;
      // A role that may not read the coordinates has no map of them.
      if (!spec || !seen.publicColumns.includes(spec.latitude) || !seen.publicColumns.includes(spec.longitude)) throw notFound('Este recurso não tem mapa.');
      const criteria = listCriteria(seen, seen.descriptor.operations.list ?? ({} as Operation), request.query);
      const rows = await service.located(seen, criteria, [spec.latitude, spec.longitude, ...titleColumns(seen)], MAP_MAX_POINTS + 1);
      const capped = rows.length > MAP_MAX_POINTS;
      if (capped) rows.pop();

      // Titles that name other records (a template's reference) are read once, as the role may see them.
      const titles = service.recordTitles;
      const view: TitleView = (target) => (permissions.allows(request, target, 'read') ? permissions.hidden(request, target) : undefined);
      const look = await titles.lookup(
        service.database,
        rows.flatMap((values) => titles.wantedBy({ res: seen, values })),
        view,
      );
      const points = rows.map((values): [string, string, number, number] => [
        String(values.id),
        titles.titleOf({ res: seen, values }, look),
        Number(values[spec.latitude]),
        Number(values[spec.longitude]),
      ]);
      const period = criteria.filters.find((f) => f.kind === 'free' || f.kind === 'busy');
      return { points, capped, ...(period ? { status: period.kind === 'free' ? ('livre' as const) : ('ocupado' as const) } : {}) };
    },
  };
});
