/**
 * Why a session ended, as the server records it (GET /api/painel/session/ended, the live stream's
 * `session-ended`): each says what happened, in the words the sign-in page shows.
 */
export const SESSION_END_REASONS = ['expired', 'signed-out', 'ended-elsewhere', 'password-reset', 'password-changed', 'access-removed', 'deleted'] as const;

export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const sessionEndWords: Record<SessionEndReason, string> = {
  expired: 'Sua sessão expirou. Entre novamente.',
  'signed-out': 'Você saiu do painel. Entre novamente.',
  'ended-elsewhere': 'Sua sessão foi encerrada em outro dispositivo. Entre novamente.',
  'password-reset': 'Sua senha foi redefinida por um administrador. Entre com a nova senha.',
  'password-changed': 'Sua senha foi alterada em outro dispositivo. Entre com a nova senha.',
  'access-removed': 'Seu acesso ao painel foi retirado por um administrador.',
  deleted: 'Sua conta foi excluída do painel.',
};

/** A reason as the server sent it, or "expired" for anything else (an older server, a lost answer). */
export const sessionEndReason = (v: unknown): SessionEndReason => (SESSION_END_REASONS.includes(v as SessionEndReason) ? (v as SessionEndReason) : 'expired');
