import useSWR, { useSWRConfig } from 'swr';
import type { SavedView, ViewInput } from '../contract';
import { useEngine } from '../core';
import { swrKeys } from '../data';
import type { ListController } from './useListController';

export interface SavedViews {
  views: SavedView[];
  loading: boolean;
  /** The view the list is set up as now, if any. */
  current?: SavedView;
  open(view: SavedView): void;
  save(input: ViewInput): Promise<boolean>;
  /** Saves the list as it is now into an existing view of one's own. */
  overwrite(view: SavedView): Promise<void>;
  remove(view: SavedView): Promise<void>;
  /** This person's list opens with it (or, when it already does, with the list's own defaults). */
  toggleDefault(view: SavedView): Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A view's state as the list would be after opening it: what it does not say is the list's default. */
const opened = (view: SavedView, list: ListController) => ({ ...view.state, limit: view.state.limit ?? list.limit, columns: view.state.columns ?? list.viewState.columns });

/**
 * "Visualizações" of a list, without pixels: read from the server, opened into the URL and the columns, saved,
 * changed, removed, and the person's default (which the list controller opens a bare list with: useDefaultView).
 */
export function useSavedViews(list: ListController): SavedViews {
  const { painel } = useEngine();
  const resource = list.descriptor.name;
  const { data, isLoading, mutate: mutateViews } = useSWR(list.hasViews ? swrKeys.views(resource) : null, () => painel.views(resource));
  const views = data ?? [];
  // A change here may change which view this (or, removed, no) list opens with: the session's defaults follow.
  const { mutate: mutateKey } = useSWRConfig();
  const mutate = () => Promise.all([mutateViews(), mutateKey(swrKeys.defaultViews())]);

  const current = views.find((v) => {
    const { q, sort, filters, limit, columns } = opened(v, list);
    return same([q ?? '', sort ?? '', filters ?? {}, limit, columns], [list.viewState.q ?? '', list.viewState.sort ?? '', list.viewState.filters ?? {}, list.viewState.limit, list.viewState.columns]);
  });

  return {
    views,
    loading: isLoading,
    current,
    open: (view) => list.applyView(view.state),
    async save(input) {
      try {
        await painel.saveView(resource, input, { notify: true });
        await mutate();
        return true;
      } catch {
        return false;
      }
    },
    async overwrite(view) {
      await painel.updateView(resource, view.id, { state: list.viewState }, { notify: true }).catch(() => undefined);
      await mutate();
    },
    async remove(view) {
      await painel.deleteView(resource, view.id, { notify: true }).catch(() => undefined);
      await mutate();
    },
    async toggleDefault(view) {
      await painel.setDefaultView(resource, view.isDefault ? null : view.id, { notify: true }).catch(() => undefined);
      await mutate();
    },
  };
}
