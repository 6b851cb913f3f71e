import useSWR from 'swr';
import { phrases, type ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { swrKeys } from '../data';
import { resourceOf } from '../resource';

interface ResourceCardController {
  /** "Categorias" */
  title: string;
  /** Where the card leads: the list (a singleton: its form). */
  to: string;
  /** "3 categorias", "Token do Instagram" (what a one-record resource holds), "Contagem indisponível"; undefined while the count loads. */
  summary?: string;
  /** The way to a new record, when the resource can create one. */
  create?: { label: string; to: string };
}

/** What a one-record resource holds, in plain words: its fields' titles ("Token do Instagram"). */
const holds = (d: ResourceDescriptor) =>
  Object.entries(d.schema.properties)
    .filter(([field]) => field !== 'id')
    .map(([, s]) => s.title)
    .slice(0, 3)
    .join(', ');

/** One resource on the home page, without pixels: its name, its record count (a one-row page's total), a way in. */
export function useResourceCard(d: ResourceDescriptor): ResourceCardController {
  const { data } = useEngine();
  const resource = resourceOf(d);
  // Silent, and nobody tells its failure: nine failing counts are not nine toasts; the card says it.
  const { data: count, error } = useSWR(resource.canList ? swrKeys.count(d) : null, () => data.list(d, { page: 1, limit: 1 }).then((r) => r.total));
  const summary = resource.isSingleton ? holds(d) : error ? 'Contagem indisponível' : count === undefined ? undefined : phrases.count(d, count);
  return {
    title: d.labels.plural,
    to: resource.paths.list,
    summary,
    create: resource.canCreate ? { label: phrases.newRecord(d), to: resource.paths.create } : undefined,
  };
}
