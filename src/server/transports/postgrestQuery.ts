import type { Resource } from '../model';
import type { Equals } from '../records';
import { PgrstError } from './postgrestError';

interface TableQuery {
  columns: string[];
  filters: Equals[];
}

const RESERVED = new Set(['order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not']);

/**
 * The query string supabase-js sends: `select=a,b` and `column=eq.value` filters, in any order.
 * Read from the raw URL so repeated keys are seen as they came.
 */
export function parseTableQuery(res: Resource, rawUrl: string): TableQuery {
  const search = new URLSearchParams(rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '');
  const known = (c: string) => {
    if (!res.publicColumns.includes(c)) throw new PgrstError(400, '42703', `A coluna ${res.table}.${c} não existe`);
    return c;
  };
  let columns = res.publicColumns;
  const filters: TableQuery['filters'] = [];
  for (const [key, value] of search) {
    if (key === 'apikey') continue;
    if (key === 'select') {
      const list = value.split(',').map((c) => c.trim()).filter(Boolean);
      columns = list.length === 0 || list.includes('*') ? res.publicColumns : list.map(known);
      continue;
    }
    if (RESERVED.has(key)) throw new PgrstError(400, 'PGRST100', `O parâmetro "${key}" não é suportado por este servidor`);
    known(key);
    if (!value.startsWith('eq.')) {
      throw new PgrstError(400, 'PGRST100', `Filtro não suportado em "${key}"`, null, 'Este servidor aceita apenas filtros de igualdade: coluna=eq.valor');
    }
    filters.push({ column: key, value: value.slice(3) });
  }
  return { columns: [...new Set(columns)], filters };
}
