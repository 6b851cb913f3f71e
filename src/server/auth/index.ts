export { signInRoute, sessionRoute } from './authRoutes';
export { bootstrapAdmin, type AdminBootstrap } from './bootstrapAdmin';
export { PasswordHasher, type ScryptCost } from './password';
export { SESSION_INVALID, Sessions, type SessionCheck } from './sessions';
export { SignInThrottle } from './signInThrottle';
export { loadTokenSecret, checkTokenSecret } from './tokenSecret';
export { sharedTokenSecret } from './sharedTokenSecret';
export { TableAttemptStore } from './tableAttemptStore';
export { TokenSigner } from './tokens';
