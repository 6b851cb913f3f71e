import { http, HttpResponse } from 'msw';
import { mountPath, place, profileOf, routePattern, type ResourceDescriptor } from '../../src/engine/contract';
import { testApis } from './renderApp';

type Values = Record<string, unknown>;

/** A plausible record for any descriptor (input for rendering tests; expectations live in snapshots). */
function sampleRecord(d: ResourceDescriptor, i: number): Values {
  const record: Values = { id: `${d.name}-${i}` };
  const kinds = new Map((d.list?.columns ?? []).map((c) => [c.field, c.kind]));
  for (const [field, s] of Object.entries(d.schema.properties)) {
    if (field === 'id' || d.uploads?.[field] || d.secrets?.includes(field)) continue;
    const kind = kinds.get(field);
    if (kind === 'image') record[field] = `/uploads/exemplo-${i}.png`;
    else if (kind === 'file') record[field] = `/uploads/exemplo-${i}.pdf`;
    else if (d.references?.[field]) record[field] = `ref-${i}`;
    else if (s.type === 'boolean') record[field] = i % 2 === 1;
    else if (s.type === 'number' || s.type === 'integer') record[field] = 10 * i + (s.type === 'number' ? 0.5 : 0);
    else if (s.format === 'date') record[field] = `2026-0${i}-15`;
    else if (s.format === 'email') record[field] = `pessoa${i}@exemplo.com.br`;
    else if (s.format?.startsWith('uri')) record[field] = `https://exemplo.com.br/${i}`;
    else record[field] = `${s.title} ${i}`;
  }
  return record;
}

/**
 * msw handlers answering every descriptor's list and read with sample records, in the envelope its API profile
 * (schemas/apis.json) declares, at the profile's base: what the reference server answers.
 */
export function sampleHandlers(descriptors: ResourceDescriptor[], apis = testApis) {
  return descriptors.flatMap((d) => {
    const profile = profileOf(apis, d);
    if (profile.transport === 'postgrest') return [http.get(`*${mountPath(profile)}${d.operations.read!.path}`, () => HttpResponse.json(sampleRecord(d, 1)))];
    const rows = [sampleRecord(d, 1), sampleRecord(d, 2)];
    const envelope = profile.list!;
    const handlers = [];
    if (d.operations.list) {
      handlers.push(
        http.get(profile.base + d.operations.list.path, () => {
          const answer = place(place({}, envelope.items, rows), envelope.total, 2);
          if (envelope.page) place(answer, envelope.page, 1);
          if (envelope.limit) place(answer, envelope.limit, 10);
          return HttpResponse.json(answer);
        }),
      );
    }
    if (d.operations.read) {
      handlers.push(
        http.get(profile.base + routePattern(d.operations.read.path), ({ params }) => {
          const record = { ...sampleRecord(d, 1), id: String(params.id) };
          return HttpResponse.json(place({}, profile.record ?? '', record));
        }),
      );
    }
    return handlers;
  });
}
