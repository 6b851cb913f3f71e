import { useMyId } from '../auth';
import type { ResourceDescriptor } from '../contract';
import { identityOf, type Identity } from '../resource';
import { useEngine } from './EngineContext';

/** The signed-in person's own record: the resource that holds accounts (found by shape) and their id in it. */
export interface OwnAccount {
  identity: Identity;
  id: string;
}

export function useOwnAccount(): OwnAccount | undefined {
  const id = useMyId();
  const { descriptors } = useEngine();
  const identity = identityOf(descriptors);
  return identity && id ? { identity, id } : undefined;
}

/** This record is the signed-in person's own account (which the server refuses to delete while they are signed in). */
export const isOwnRecord = (own: OwnAccount | undefined, d: ResourceDescriptor, id: string | undefined): boolean =>
  Boolean(own && id !== undefined && own.identity.descriptor.name === d.name && own.id === id);
