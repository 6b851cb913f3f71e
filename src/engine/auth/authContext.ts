import { createContext } from 'react';
import type { RecordValues } from '../data';

/** The signed-in user as the authentication and session endpoints return it. */
export type SessionUser = RecordValues & { name?: string; email?: string };

/** Why the user is signed out: never signed in, chose to leave, or the session stopped being valid. */
export type SignedOutReason = 'anonymous' | 'signOut' | 'expired';

export type AuthState =
  | { status: 'checking'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null; reason: SignedOutReason };

/** Runs the moment the session is found expired, before the signed-in screens go; true when it kept something. */
export type ExpiryKeeper = () => boolean;

export type Auth = AuthState & {
  /** Posts the credentials; rejects with an OperationError (401 carries the server's message). */
  signIn(email: string, password: string): Promise<void>;
  signOut(): void;
  /** Reads the session again (the person's role changed on the server): the user as it is now, undefined if that failed. */
  refresh(): Promise<SessionUser | undefined>;
  /** Registers a keeper (e.g. a form saving what was typed); returns the unregister function. */
  onExpiry(keeper: ExpiryKeeper): () => void;
};

export const AuthContext = createContext<Auth | null>(null);
