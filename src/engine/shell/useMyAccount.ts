import useSWR from 'swr';
import { useAuth } from '../auth';
import { useEngine, useOwnAccount } from '../core';
import { swrKeys } from '../data';
import { ACCOUNT_PATH } from '../resource';

/**
 * The signed-in user's own page ("Minha conta", /app/account) and their picture for the app bar. The session
 * already carries the record, so nothing is read at start; after a change (a new avatar) every cached read is
 * revalidated, this one too, and the header follows.
 */
export function useMyAccount(): { to: string; picture?: string } | undefined {
  const auth = useAuth();
  const { data } = useEngine();
  const own = useOwnAccount();
  const { data: record } = useSWR(own ? swrKeys.record(own.identity.descriptor, own.id) : null, () => data.read(own!.identity.descriptor, own!.id), {
    fallbackData: auth.user ?? undefined,
    revalidateOnMount: false,
  });
  if (!own) return undefined;
  const { pictureColumn } = own.identity;
  const picture = pictureColumn ? record?.[pictureColumn] : undefined;
  return {
    to: ACCOUNT_PATH,
    picture: typeof picture === 'string' && picture ? picture : undefined,
  };
}
