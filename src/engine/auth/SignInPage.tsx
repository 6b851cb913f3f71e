import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { CenteredProgress } from '../ui';
import { safeNext } from './nextPath';
import { SignInForm, type SignInFormProps } from './SignInForm';
import { useAuth } from './useAuth';

/** The app's sign-in route: the form, or on to where the user was going once the session is there. */
export function SignInPage(props: SignInFormProps) {
  const auth = useAuth();
  const [params] = useSearchParams();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  if (auth.status === 'signedIn') return <Navigate to={safeNext(params.get('next') ?? from)} replace />;
  if (auth.status === 'checking') return <CenteredProgress label="Verificando sessão" />;
  return <SignInForm {...props} />;
}
