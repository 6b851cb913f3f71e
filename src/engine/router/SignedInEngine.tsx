import { use, useEffect, useMemo } from 'react';
import { EngineProvider, whenIdle, type Engine } from '../core';
import type { ResourceDescriptor } from '../contract';
import { ShellLayout } from '../shell';
import type { Loadable } from './createLoadable';
import { screenCode } from './screens';

export type EngineServices = Omit<Engine, 'descriptors'>;

export interface SignedInEngineProps {
  descriptors: Loadable<ResourceDescriptor[]>;
  /** The forms' validators, fetched with the other screens' code. */
  validators: Loadable<unknown>;
  services: EngineServices;
}

/** The engine context with its descriptors, and the shell (app bar, drawer) around the page. */
export function SignedInEngine({ descriptors: source, validators, services }: SignedInEngineProps) {
  const descriptors = source.peek() ?? use(source.load());
  const engine = useMemo<Engine>(() => ({ ...services, descriptors }), [services, descriptors]);
  // Once signed in and the first screen is drawn, fetch the other screens' code (list, form and its validators,
  // actions) while the browser is idle: the next screen opens without waiting for it, and a connection lost later
  // shows each screen's own error state instead of a screen that cannot load at all.
  useEffect(() => whenIdle(() => [...Object.values(screenCode), validators].forEach((code) => void code.load().catch(() => undefined))), [validators]);
  return (
    <EngineProvider engine={engine}>
      <ShellLayout />
    </EngineProvider>
  );
}
