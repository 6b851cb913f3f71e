import useSWR from 'swr';
import { useAuth } from '../auth';
import { useEngine } from '../core';
import { swrKeys } from '../data';
import { identityOf, resourceOf } from '../resource';

/**
 * The signed-in user's own record: where "Minha conta" opens it, and their picture for the app bar. The session
 * already carries the record, so nothing is read at start; after a change (a new avatar) every cached read is
 * revalidated, this one too, and the header follows.
 */
export function useMyAccount(): { to: string; picture?: string } | undefined {
  const auth = useAuth();
  const { descriptors, data } = useEngine();
  const identity = identityOf(descriptors);
  const id = auth.user && (typeof auth.user.id === 'string' || typeof auth.user.id === 'number') ? String(auth.user.id) : undefined;
  const { data: record } = useSWR(identity && id ? swrKeys.record(identity.descriptor, id) : null, () => data.read(identity!.descriptor, id), {
    fallbackData: auth.user ?? undefined,
    revalidateOnMount: false,
  });
  if (!identity || !id) return undefined;
  const picture = identity.pictureColumn ? record?.[identity.pictureColumn] : undefined;
  return {
    to: resourceOf(identity.descriptor).paths.edit(id),
    picture: typeof picture === 'string' && picture ? picture : undefined,
  };
}
