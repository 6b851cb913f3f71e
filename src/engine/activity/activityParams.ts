import { HISTORY_OPERATIONS, readDate, type HistoryOperation } from '../contract';
import type { ActivityQuery } from '../data';
import { RESOURCE_PARAM } from '../resource';

/** The activity's filters as its address writes them (Portuguese, like the rest of the app's addresses). */
export const ACTIVITY_PARAMS = { actor: 'pessoa', resource: RESOURCE_PARAM, operation: 'operacao', from: 'de', to: 'ate' } as const;

export type ActivityFilter = keyof typeof ACTIVITY_PARAMS;
export type ActivityFilters = Pick<ActivityQuery, ActivityFilter>;

const day = (v: string | null) => {
  const read = v ? readDate(v) : undefined;
  return read && 'value' in read ? (read.value as string) : undefined;
};

/** The filters in the address; a value the server would refuse (an unknown operation, a day that is none) is left out. */
export function activityFiltersFrom(params: URLSearchParams): ActivityFilters {
  const operation = params.get(ACTIVITY_PARAMS.operation);
  const filters: ActivityFilters = {
    resource: params.get(ACTIVITY_PARAMS.resource) || undefined,
    actor: params.get(ACTIVITY_PARAMS.actor) || undefined,
    operation: HISTORY_OPERATIONS.includes(operation as HistoryOperation) ? (operation as HistoryOperation) : undefined,
    from: day(params.get(ACTIVITY_PARAMS.from)),
    to: day(params.get(ACTIVITY_PARAMS.to)),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}
