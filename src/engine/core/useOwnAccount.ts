import { useAuth } from '../auth';
import type { ResourceDescriptor } from '../contract';
import { identityOf, type Identity } from '../resource';
import { useEngine } from './EngineContext';

/** The signed-in person's own record: the resource that holds accounts (found by shape) and their id in it. */
export interface OwnAccount {
  identity: Identity;
  id: string;
}

export function useOwnAccount(): OwnAccount | undefined {
  const { user } = useAuth();
  const { descriptors } = useEngine();
  const identity = identityOf(descriptors);
  const id = user && (typeof user.id === 'string' || typeof user.id === 'number') ? String(user.id) : undefined;
  return identity && id ? { identity, id } : undefined;
}

/** This record is the signed-in person's own account (which the server refuses to delete while they are signed in). */
export const isOwnRecord = (own: OwnAccount | undefined, d: ResourceDescriptor, id: string | undefined): boolean =>
  Boolean(own && id !== undefined && own.identity.descriptor.name === d.name && own.id === id);
