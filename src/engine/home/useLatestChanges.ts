import useSWR from 'swr';
import { useEngine } from '../core';
import { swrKeys } from '../data';
import { activityRows, type ActivityRow } from '../history';
import { ACTIVITY_PATH } from '../resource';

/** How many changes the home page shows. */
const LATEST = 5;

interface LatestChanges {
  /** The painel profile is there and the role reads some history: the home page shows the latest changes. */
  available: boolean;
  /** Newest first; undefined while they load. */
  rows?: ActivityRow[];
  /** They could not be read (the card says so; no toast, like the counts). */
  failed: boolean;
  /** "Atividade", where every change is. */
  to: string;
}

/** The home page's "Últimas alterações" without pixels: the latest changes across resources. */
export function useLatestChanges(): LatestChanges {
  const { descriptors, painel, permits } = useEngine();
  // A role with no history of any resource is refused the activity (403): the card is not offered.
  const available = painel.available && descriptors.some((d) => permits('history', d));
  const { data, error } = useSWR(available ? swrKeys.activity({ limit: LATEST }) : null, () => painel.activity({ limit: LATEST }));
  return { available, rows: data && activityRows(descriptors, data.items), failed: Boolean(error), to: ACTIVITY_PATH };
}
