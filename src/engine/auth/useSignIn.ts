import { useState, type FormEvent } from 'react';
import { logFailure, toOperationError } from '../data';
import { useAuth } from './useAuth';

/** What was typed into the prerendered page before its script ran. */
export interface SignInValues {
  email?: string;
  password?: string;
}

interface SignInController {
  email: string;
  password: string;
  setEmail(value: string): void;
  setPassword(value: string): void;
  /** Per-field "required" messages, shown after a submit attempt. */
  fieldErrors: { email?: string; password?: string };
  /** Why the last attempt failed, in Portuguese. */
  error?: string;
  submitting: boolean;
  submit(event?: FormEvent): Promise<void>;
}

function failureMessage(e: unknown): string {
  const error = toOperationError(e);
  if (error.reason) return error.reason;
  if (error.status === 401 || error.status === 400) return 'E-mail ou senha inválidos.';
  if (error.status === 0) return error.message;
  return 'Não foi possível entrar agora. Tente novamente em instantes.';
}

/** Sign-in form logic; navigation happens when the auth status turns signed-in. */
export function useSignIn(initial: SignInValues = {}): SignInController {
  const auth = useAuth();
  const [email, setEmail] = useState(initial.email ?? '');
  const [password, setPassword] = useState(initial.password ?? '');
  const [fieldErrors, setFieldErrors] = useState<SignInController['fieldErrors']>({});
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const missing = {
      email: email.trim() ? undefined : 'Informe o e-mail.',
      password: password ? undefined : 'Informe a senha.',
    };
    setFieldErrors(missing);
    if (missing.email || missing.password) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await auth.signIn(email.trim(), password);
    } catch (e) {
      logFailure('Falha ao entrar', e);
      setError(failureMessage(e));
      // Keep the typed e-mail; the password is retyped.
      setPassword('');
    } finally {
      setSubmitting(false);
    }
  }

  return { email, password, setEmail, setPassword, fieldErrors, error, submitting, submit };
}
