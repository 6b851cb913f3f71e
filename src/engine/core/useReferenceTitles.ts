import useSWR from 'swr';
import { recordTitle, titleReferences, type ReferenceTitle, type ResourceDescriptor } from '../contract';
import type { RecordValues } from '../data';
import { useEngine } from './EngineContext';

/**
 * The titles of the records that `records` reference in their title template (a post's service), read once
 * for all of them; `undefined` entries until they arrive, and for a descriptor whose template names none.
 * The reads join the reference cells' own (the data layer sends one request per record).
 */
export function useReferenceTitles(d: ResourceDescriptor, records: (RecordValues | undefined)[]): ReferenceTitle | undefined {
  const { descriptors, data } = useEngine();
  const wanted = titleReferences(d).flatMap((field) => {
    const target = descriptors.find((x) => x.name === d.references?.[field]?.resource);
    if (!target?.operations.read) return [];
    const ids = [...new Set(records.map((r) => r?.[field]).filter((v): v is string => typeof v === 'string' && v !== ''))].sort();
    return ids.map((id) => ({ field, target, id }));
  });
  const key = wanted.length ? ['reference-titles', d.name, ...wanted.map((w) => `${w.field}=${w.id}`)] : null;
  const { data: titles } = useSWR(key, async () => {
    const read = await Promise.all(
      wanted.map(async ({ field, target, id }) => {
        // A referenced record that cannot be read leaves its part of the name out (never its id).
        const record = await data.read(target, id).catch(() => undefined);
        return [`${field}=${id}`, record ? recordTitle(target, { id, ...record }) : ''] as const;
      }),
    );
    return new Map(read);
  });
  return titles && ((field, id) => titles.get(`${field}=${id}`) || undefined);
}
