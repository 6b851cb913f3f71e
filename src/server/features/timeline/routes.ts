import { parseSort, recordTitle, type Operation } from '../../../engine/contract';
import { timelineBars, timelinePeriods } from '../../db';
import { badRequest, notFound } from '../../http';
import type { TitleView } from '../../records';
import { listCriteria } from '../../validation';
import { feature } from '../feature';
import { TIMELINE_CALLS, TIMELINE_MAX_PAGE, TIMELINE_PAGE } from './calls';

/** Days from the first to the last: two years (a leap day among them) and no more; a screen shows one. */
const MAX_DAYS = 730;
const DAY_MS = 86_400_000;

/** A real day (2026-02-30 is not), as its time. */
function dayOf(text: string, what: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) throw badRequest(`${what}: informe uma data AAAA-MM-DD.`);
  return time;
}

/**
 * "Ocupação" of any descriptor that declares `timeline`: a page of the rows (the records its `row` reference points
 * at, searched and filtered as their own list is), the bars of those rows that meet [from, to], and the periods of
 * its calendar that meet it. One query each; the bars use the (row, end, start) index listSupport makes.
 */
export const timelineFeature = feature(TIMELINE_CALLS, ({ registry, service, permissions, resourceOf }) => ({
  'painel.timeline': async (request) => {
    const res = resourceOf(request.params.resource);
    const spec = res.descriptor.timeline;
    if (!spec) throw notFound('Este recurso não tem ocupação.');
    const rowRes = registry.get(res.descriptor.references![spec.row].resource);
    permissions.require(request, rowRes, 'list');
    const { from, to, page = 1, limit: asked = TIMELINE_PAGE, ...rest } = request.query;
    const start = dayOf(from, 'De');
    const end = dayOf(to, 'Até');
    if (end < start) throw badRequest('O fim do período (to) deve ser igual ou posterior ao início (from).');
    if ((end - start) / DAY_MS > MAX_DAYS) throw badRequest('Período longo demais: no máximo 2 anos.');
    const limit = Math.min(asked, TIMELINE_MAX_PAGE);

    const seenRows = permissions.view(request, rowRes);
    const criteria = listCriteria(seenRows, rowRes.descriptor.operations.list ?? ({} as Operation), rest);
    const titleField = rowRes.descriptor.titleField;
    // In order of their names unless asked otherwise: the desk looks an outdoor up by its name.
    const byTitle = rest.sort === undefined && titleField ? parseSort(rowRes.descriptor, titleField) : undefined;
    const { items, total } = await service.list(seenRows, { ...criteria, ...(byTitle ? { sort: byTitle } : {}), page, limit });
    const rows = items.map((item) => ({ id: String(item.id), title: recordTitle(seenRows.descriptor, item) }));

    const found = await timelineBars(service.database, res, spec, rows.map((r) => r.id), from, to);
    const view: TitleView = (target) => (permissions.allows(request, target, 'read') ? permissions.hidden(request, target) : undefined);
    const titles = service.recordTitles;
    const wanted = found.flatMap((values) => (spec.title ? titles.wantedIn({ res, values }, spec.title) : titles.wantedBy({ res, values })));
    const look = await titles.lookup(service.database, wanted, view);
    // Each bar named by the timeline's own words (the client: "{userId}"), else as its record is titled.
    const name = (values: Record<string, unknown>) => (spec.title ? titles.sentenceOf({ res, values }, spec.title, look) : titles.titleOf({ res, values }, look));
    const bars = found.map((values) => ({
      id: String(values.id),
      row: String(values[spec.row]),
      start: String(values[spec.start]),
      end: String(values[spec.end]),
      ...(spec.status && values[spec.status] != null ? { status: String(values[spec.status]) } : {}),
      title: name(values),
    }));

    const calendar = registry.get(spec.calendar.resource);
    const periods = permissions.allows(request, calendar, 'list') ? await timelinePeriods(service.database, calendar, spec.calendar, from, to) : [];
    return { rows, total, page, limit, bars, periods };
  },
}));
