import type { ApiConfig } from '../engine/data';

const env = import.meta.env;
const value = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** API bases from Vite env (read at build time); every default points at the page's own origin. */
export function readApiConfig(): ApiConfig {
  return {
    apiUrl: value(env.VITE_API_URL) ?? '/api',
    serverApiUrl: value(env.VITE_SERVER_API_URL) ?? '/api/server',
    supabaseUrl: value(env.VITE_SUPABASE_URL) ?? window.location.origin,
    supabaseAnonKey: value(env.VITE_SUPABASE_ANON_KEY) ?? 'painel-anon-key',
  };
}

/** This installation's way to reset a password (the original only logged the request). */
export const forgotPasswordHelp =
  'Por segurança, o Painel não envia senhas por e-mail. Peça a outro administrador que defina uma nova senha para você em Usuários → Alterar senha. Depois de entrar, você mesmo pode trocá-la por lá.';
