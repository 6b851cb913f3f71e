import { useSearchParams } from 'react-router-dom';
import { MAP_LAYOUT } from '../resource';

export type ListLayout = 'tabela' | 'mapa';

/**
 * Table or map, in the URL (`layout=mapa`) beside the search and the filters, so a link or a reload reopens the
 * map. Where no map is `offered` the parameter is ignored. Switching is a history step of its own and keeps
 * everything else in the address.
 */
export function useListLayout(offered: boolean): { layout: ListLayout; setLayout(layout: ListLayout): void } {
  const [params, setParams] = useSearchParams();
  const layout: ListLayout = offered && params.get(MAP_LAYOUT.param) === MAP_LAYOUT.value ? 'mapa' : 'tabela';
  const setLayout = (next: ListLayout) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next === 'mapa') out.set(MAP_LAYOUT.param, MAP_LAYOUT.value);
      else out.delete(MAP_LAYOUT.param);
      return out;
    });
  return { layout, setLayout };
}
