import type { ListQuery, ResourceDescriptor, SavedView } from '../contract';
import type { Loadable } from './createLoadable';
import type { EngineServices } from './EngineScope';

/** What the routes (their loaders) and the read ahead of a link's page are given by the app. */
export interface RoutesOptions {
  descriptors: Loadable<ResourceDescriptor[]>;
  /** The forms' validators: a form's route loads them with its screen. */
  validators: Loadable<unknown>;
  services: EngineServices;
  /** Text of the "Esqueci minha senha" dialog. */
  forgotPasswordHelp?: string;
  /** Whether the client's cache already holds this page of a list (a list visited before). */
  hasListPage?: (d: ResourceDescriptor, query: ListQuery) => boolean;
  /** Whether the client's cache already holds the answer under this SWR key (a timeline seen before). */
  hasCached?: (key: readonly unknown[]) => boolean;
  /** Puts an answer read ahead into the client's cache under this SWR key, unless the key has one or is being read. */
  cacheAhead?: (key: readonly unknown[], answer: unknown) => void;
  /** The person's default view of a list (read once a session), or undefined when it has none or it cannot be known. */
  defaultView?: (d: ResourceDescriptor) => Promise<SavedView | undefined>;
  /** A list's map's points and code when the address opens it as a map (settles, never rejects), else undefined. */
  mapData?: (d: ResourceDescriptor, query: ListQuery, address: { search: string }) => Promise<void> | undefined;
}
