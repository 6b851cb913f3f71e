import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceDescriptor } from '../contract';
import type { DataProvider, Notify, PainelApi } from '../data';
import type { FormValidatorProvider } from '../validator';

/** What every screen of the engine needs: the validated descriptors, the way to reach the APIs, the form validators. */
export interface Engine {
  descriptors: ResourceDescriptor[];
  /** The one data interface; a call tells the user how it went only when asked (`{ notify: true }`). */
  data: DataProvider;
  /** Painel's own extensions (history, activity, trash); `available` false hides the screens that need them. */
  painel: PainelApi;
  notify: Notify;
  /** The validator of each form schema (precompiled in the app, compiled at run time in tests). */
  formValidator: FormValidatorProvider;
  /**
   * Whether the signed-in person's role may run `operation` on the resource — on one record when `recordId` is
   * given (their own account may allow more). The descriptors are already as the role sees them; this answers
   * what depends on the record or is no descriptor operation (history, trash). Always true without roles.
   */
  permits(operation: string, d: ResourceDescriptor, recordId?: string): boolean;
  /**
   * With roles: every descriptor as declared (before the role's view) and the role's name. A page the role may
   * not open then says so ("Seu perfil (Leitura) não pode criar serviços."); one declared for no one stays a 404.
   */
  access?: { declared: ResourceDescriptor[]; roleLabel: string };
  /**
   * Reads ahead what the page at this address will show (a list's code and first page), for a link the pointer
   * rests on or presses, or the keyboard reaches: its click then finds it asked for.
   */
  readAhead?(to: string): void;
  /**
   * Goes to an absolute address as a link's click does (the data router's own navigation: blockers, loaders;
   * the address already shown is replaced, not pushed). PlainLink follows its clicks through it.
   */
  navigate?(to: string, options?: { state?: unknown }): void;
  /** Whether the router is on its way somewhere (a navigation's loaders running). */
  navigating?(): boolean;
  /** Calls `listener` once, with the address arrived at, when the navigation under way ends (arrived or given up). */
  afterNavigation?(listener: (arrived: { pathname: string; search: string }) => void): () => void;
  /** The person administers (may change people's roles; everyone without roles): the backups are theirs. */
  administrator?: boolean;
}

const EngineContext = createContext<Engine | null>(null);

export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine must be used inside <EngineProvider>');
  return engine;
}

/** The descriptor named in the URL, or undefined when no such resource exists. */
export function useDescriptor(name: string | undefined): ResourceDescriptor | undefined {
  return useEngine().descriptors.find((d) => d.name === name);
}
