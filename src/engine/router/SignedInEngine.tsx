import { use, useEffect, useMemo } from 'react';
import { EngineProvider, type Engine } from '../core';
import type { ResourceDescriptor } from '../contract';
import { ShellLayout } from '../shell';
import type { Loadable } from './createLoadable';
import { screenCode } from './screens';

export type EngineServices = Omit<Engine, 'descriptors'>;

const PREFETCH_DELAY_MS = 1500;

export interface SignedInEngineProps {
  descriptors: Loadable<ResourceDescriptor[]>;
  services: EngineServices;
}

/** The engine context with its descriptors, and the shell (app bar, drawer) around the page. */
export function SignedInEngine({ descriptors: source, services }: SignedInEngineProps) {
  const descriptors = source.peek() ?? use(source.load());
  const engine = useMemo<Engine>(() => ({ ...services, descriptors }), [services, descriptors]);
  // Once signed in, fetch the other screens' code in the background: a connection lost later then
  // shows each screen's own error state instead of a screen that cannot load at all.
  useEffect(() => {
    const timer = setTimeout(() => Object.values(screenCode).forEach((code) => void code.load().catch(() => undefined)), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <EngineProvider engine={engine}>
      <ShellLayout />
    </EngineProvider>
  );
}
