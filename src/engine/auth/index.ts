export { AuthProvider } from './AuthProvider';
export { useAuth } from './useAuth';
export { RequireSession } from './RequireSession';
export { SignInPage } from './SignInPage';
export { sessionCookie } from './sessionCookie';
export { createSignal } from './signal';
