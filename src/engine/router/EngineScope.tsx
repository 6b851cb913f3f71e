import { Suspense, use, useMemo } from 'react';
import { RequireSession } from '../auth/RequireSession';
import { EngineProvider, type Engine } from '../core';
import type { ResourceDescriptor } from '../descriptor';
import { CenteredProgress } from '../shell/CenteredProgress';
import { ShellLayout } from '../shell/ShellLayout';
import type { Loadable } from './createLoadable';

export type EngineServices = Omit<Engine, 'descriptors'>;

interface EngineScopeProps {
  descriptors: Loadable<ResourceDescriptor[]>;
  services: EngineServices;
}

function SignedInEngine({ descriptors: source, services }: EngineScopeProps) {
  const descriptors = source.peek() ?? use(source.load());
  const engine = useMemo<Engine>(() => ({ ...services, descriptors }), [services, descriptors]);
  return (
    <EngineProvider engine={engine}>
      <ShellLayout />
    </EngineProvider>
  );
}

/**
 * Every page behind the session: descriptors (and their validator) are only needed here, so they load
 * after sign-in, never on the sign-in page.
 */
export function EngineScope(props: EngineScopeProps) {
  return (
    <RequireSession>
      <Suspense fallback={<CenteredProgress />}>
        <SignedInEngine {...props} />
      </Suspense>
    </RequireSession>
  );
}
