import { apis, roles } from 'virtual:painel-apis';
import { apiConfigFrom, type ApiConfig } from '../engine/data';

export { apis, roles };

/** Each API profile's endpoint: its variable from Vite's env (read at build time), else its base on the page's origin. */
export const readApiConfig = (): ApiConfig => apiConfigFrom(apis, import.meta.env, window.location.origin);

/**
 * This installation's way to reset a password (the original only logged the request): the engine's words, for any
 * role — Usuários is an administrator's page, Minha conta everyone's.
 */
export { defaultForgotPasswordHelp as forgotPasswordHelp } from '../engine/auth';
