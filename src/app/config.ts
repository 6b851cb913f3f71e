import { apis, roles } from 'virtual:painel-apis';
import { apiConfigFrom, type ApiConfig } from '../engine/data';

export { apis, roles };

/** Each API profile's endpoint: its variable from Vite's env (read at build time), else its base on the page's origin. */
export const readApiConfig = (): ApiConfig => apiConfigFrom(apis, import.meta.env, window.location.origin);

/** This installation's way to reset a password (the original only logged the request). */
export const forgotPasswordHelp =
  'Por segurança, o Painel não envia senhas por e-mail. Peça a outro administrador que defina uma nova senha para você em Usuários → Alterar senha. Depois de entrar, você mesmo pode trocá-la por lá.';
