import { Suspense, use } from 'react';
import { RequireSession } from '../auth';
import { CenteredProgress } from '../ui';
import { createLoadable } from './createLoadable';
import type { SignedInEngineProps } from './SignedInEngine';

export type { EngineServices } from './SignedInEngine';

/** The signed-in part (shell, drawer, menus) is its own chunk: the sign-in page does not download it. */
export const signedInCode = createLoadable(() => import('./SignedInEngine').then((m) => m.SignedInEngine));

function SignedIn(props: SignedInEngineProps) {
  const SignedInEngine = signedInCode.peek() ?? use(signedInCode.load());
  return <SignedInEngine {...props} />;
}

/**
 * Every page behind the session. The descriptors (and their validator), the shell and the screens
 * are only needed here, so they load after sign-in, never on the sign-in page.
 */
export function EngineScope(props: SignedInEngineProps) {
  return (
    <RequireSession>
      <Suspense fallback={<CenteredProgress />}>
        <SignedIn {...props} />
      </Suspense>
    </RequireSession>
  );
}
