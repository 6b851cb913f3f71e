// A read brought ahead by a route's loader is in SWR's cache before the screen's first read: the screen draws it on
// its first render and does not draw again once mounted (issue 47: the list's and the form's second draw before
// their first frame), and nothing the cache already holds is replaced.
import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useAheadInCache } from '../../src/engine/data';

const KEY = ['list', 'categories', { page: 1 }] as const;

function Screen({ take, fetcher, renders }: { take: () => string | undefined; fetcher: () => Promise<string>; renders: { count: number } }) {
  const taken = useAheadInCache(KEY, take);
  const { data } = useSWR(KEY, fetcher, taken ? { revalidateOnMount: false } : {});
  renders.count += 1;
  return <p>{data ?? 'carregando'}</p>;
}

/** As the list reads its page: data, error and isLoading (SWR draws again when any of them changes). */
function ListScreen({
  take,
  fetcher,
  renders,
  got,
}: {
  take: () => string;
  fetcher: () => Promise<string>;
  renders: { count: number };
  got: { mutate?: () => Promise<unknown> };
}) {
  const taken = useAheadInCache(KEY, take);
  const { data, error, isLoading, mutate } = useSWR(KEY, fetcher, taken ? { revalidateOnMount: false } : {});
  got.mutate = mutate;
  renders.count += 1;
  return <p>{error ? 'erro' : isLoading ? 'carregando' : data}</p>;
}

const withCache = (cache: Map<string, unknown>, ui: React.ReactNode) => (
  <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>{ui}</SWRConfig>
);

describe('useAheadInCache', () => {
  it('draws the page brought ahead on the first render, once, and asks the API nothing', async () => {
    const renders = { count: 0 };
    const take = vi.fn(() => 'Página trazida antes');
    const fetcher = vi.fn(async () => 'Página lida de novo');
    render(withCache(new Map(), <Screen take={take} fetcher={fetcher} renders={renders} />));
    expect(screen.getByText('Página trazida antes')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(renders.count).toBe(1);
    expect(take).toHaveBeenCalledTimes(1);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('read again with the same answer (a kept list shown again), the page brought ahead is not drawn again', async () => {
    const renders = { count: 0 };
    const got: { mutate?: () => Promise<unknown> } = {};
    const fetcher = vi.fn(async () => 'Página trazida antes');
    render(withCache(new Map(), <ListScreen take={() => 'Página trazida antes'} fetcher={fetcher} renders={renders} got={got} />));
    expect(renders.count).toBe(1);
    await act(() => got.mutate!());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Página trazida antes')).toBeInTheDocument();
    expect(renders.count).toBe(1);
  });

  it('never replaces what the cache already holds for that key (read again, as a screen seen before), and without a page brought ahead the screen reads as usual', async () => {
    const cache = new Map<string, unknown>();
    const fetcher = vi.fn(async () => 'Página lida');
    const first = render(withCache(cache, <Screen take={() => undefined} fetcher={fetcher} renders={{ count: 0 }} />));
    expect(await screen.findByText('Página lida')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
    first.unmount();

    render(withCache(cache, <Screen take={() => 'Página velha trazida antes'} fetcher={fetcher} renders={{ count: 0 }} />));
    expect(screen.getByText('Página lida')).toBeInTheDocument();
    expect(screen.queryByText('Página velha trazida antes')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });
});
