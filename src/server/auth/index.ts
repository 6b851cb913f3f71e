export { signInRoute, sessionRoute } from './authRoutes';
export { bootstrapAdmin, type AdminBootstrap } from './bootstrapAdmin';
export { PasswordHasher, type ScryptCost } from './password';
export { SESSION_INVALID, Sessions, type SessionCheck } from './sessions';
export { SignInThrottle } from './signInThrottle';
export { loadTokenSecret } from './tokenSecret';
export { TokenSigner } from './tokens';
