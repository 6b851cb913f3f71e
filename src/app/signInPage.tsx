import { StrictMode } from 'react';
import type { SignInValues } from '../engine/auth';
import type { ApiConfig } from '../engine/data';
import { SignInRoot } from '../engine/root';
import { apis, forgotPasswordHelp } from './config';

/** The standalone sign-in page as this app configures it: the same element in the browser and prerendered. */
export function SignInPageElement({ onSignedIn, apiConfig, initialValues }: { onSignedIn(): void; apiConfig: ApiConfig; initialValues?: SignInValues }) {
  return (
    <StrictMode>
      <SignInRoot apis={apis} apiConfig={apiConfig} forgotPasswordHelp={forgotPasswordHelp} initialValues={initialValues} onSignedIn={onSignedIn} />
    </StrictMode>
  );
}
