import { http, HttpResponse } from 'msw';
import type { ResourceDescriptor } from '../../src/engine/contract';

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

const base = (d: ResourceDescriptor) => (d.api === 'services' ? '/api/server' : '/api');

/** msw handlers answering every descriptor's list and read with sample records, in the reference server's shapes. */
export function sampleHandlers(descriptors: ResourceDescriptor[]) {
  return descriptors.flatMap((d) => {
    if (d.api === 'table') return [http.get(`*/rest/v1${d.operations.read!.path}`, () => HttpResponse.json(sampleRecord(d, 1)))];
    const rows = [sampleRecord(d, 1), sampleRecord(d, 2)];
    const handlers = [];
    if (d.operations.list) {
      handlers.push(
        http.get(base(d) + d.operations.list.path, () =>
          d.api === 'services'
            ? HttpResponse.json({ data: { items: rows, total: 2, page: 1, limit: 10 } })
            : HttpResponse.json({ data: rows, total: 2, page: 1, limit: 10 }),
        ),
      );
    }
    if (d.operations.read) {
      handlers.push(
        http.get(base(d) + d.operations.read.path.replace('{id}', ':id'), ({ params }) => {
          const record = { ...sampleRecord(d, 1), id: String(params.id) };
          return HttpResponse.json(d.api === 'services' ? { data: record } : record);
        }),
      );
    }
    return handlers;
  });
}
