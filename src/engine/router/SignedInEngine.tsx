import { use, useMemo } from 'react';
import { EngineProvider, type Engine } from '../core';
import type { ResourceDescriptor } from '../descriptor';
import { ShellLayout } from '../shell/ShellLayout';
import type { Loadable } from './createLoadable';

export type EngineServices = Omit<Engine, 'descriptors'>;

export interface SignedInEngineProps {
  descriptors: Loadable<ResourceDescriptor[]>;
  services: EngineServices;
}

/** The engine context with its descriptors, and the shell (app bar, drawer) around the page. */
export function SignedInEngine({ descriptors: source, services }: SignedInEngineProps) {
  const descriptors = source.peek() ?? use(source.load());
  const engine = useMemo<Engine>(() => ({ ...services, descriptors }), [services, descriptors]);
  return (
    <EngineProvider engine={engine}>
      <ShellLayout />
    </EngineProvider>
  );
}
