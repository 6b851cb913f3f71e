import { useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useDocumentTitle } from '../ui';
import { useSignIn, type SignInValues } from './useSignIn';
import './signIn.css';

// Whoever forgot it, of any role (the page cannot know whose account it is): an administrator sets a new one, and
// the person changes it in Minha conta, the one page every role reaches.
export const defaultForgotPasswordHelp =
  'Por segurança, o Painel não envia senhas por e-mail. Peça a um administrador do painel que defina uma nova senha para a sua conta. Depois de entrar, troque-a em Minha conta → Alterar senha.';

export interface SignInFormProps {
  forgotPasswordHelp?: string;
  /** Kept from the prerendered page, typed before its script ran. */
  initialValues?: SignInValues;
}

interface FieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'autoFocus'> {
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: string;
}

/** A labelled input with its error under it, read out with the field (aria-describedby). */
function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="painel-signin-field" data-error={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {/* No `name` on purpose: the prerendered page is drawn before its script runs, and Enter pressed then
          submits the form the browser's way, a GET that would put named fields (the password) in the address.
          Without names it sends nothing. Password managers go by `autocomplete`. */}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && <p id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/** "Esqueci minha senha": the browser's modal dialog (focus moves in and stays, Esc closes, the page behind is inert). */
function HelpDialog({ help, onClose }: { help: string; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useId();
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className="painel-signin-dialog" aria-labelledby={title} onClose={onClose}>
      <h2 id={title}>Esqueci minha senha</h2>
      <p>{help}</p>
      <form method="dialog">
        <button className="painel-signin-link" autoFocus>
          Entendi
        </button>
      </form>
    </dialog>
  );
}

/**
 * The sign-in page's content, without routing: the app's sign-in route and the standalone sign-in page
 * (SignInRoot, what a visitor without a session downloads first) both render it. Plain elements and one small
 * stylesheet in the theme's colours (its CSS variables), so the standalone page runs without MUI: React and
 * this form are all it downloads.
 */
export function SignInForm({ forgotPasswordHelp = defaultForgotPasswordHelp, initialValues }: SignInFormProps) {
  const form = useSignIn(initialValues);
  const [helpOpen, setHelpOpen] = useState(false);
  useDocumentTitle('Entrar');

  function openHelp() {
    // The original only logged this; the log stays for whoever watches the console.
    console.info('Redefinição de senha solicitada: orientação exibida ao usuário.');
    setHelpOpen(true);
  }

  return (
    <main className="painel-signin">
      <form className="painel-signin-card" noValidate onSubmit={form.submit}>
        <div>
          <h1>Painel</h1>
          <p className="painel-signin-lead">Entre com o e-mail e a senha da sua conta.</p>
        </div>
        {form.error && (
          <div role="alert" className="painel-signin-alert">
            {form.error}
          </div>
        )}
        <Field label="E-mail" type="email" autoComplete="username" autoFocus value={form.email} onChange={(e) => form.setEmail(e.target.value)} error={form.fieldErrors.email} />
        <Field label="Senha" type="password" autoComplete="current-password" value={form.password} onChange={(e) => form.setPassword(e.target.value)} error={form.fieldErrors.password} />
        <button type="submit" className="painel-signin-submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
          Entrar
        </button>
        <button type="button" className="painel-signin-link" onClick={openHelp}>
          Esqueci minha senha
        </button>
      </form>
      {helpOpen && <HelpDialog help={forgotPasswordHelp} onClose={() => setHelpOpen(false)} />}
    </main>
  );
}
