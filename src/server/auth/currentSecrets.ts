import { validationMessage, type CurrentSecret } from '../../engine/contract';
import { HttpError } from '../http';
import type { Identity, Resource } from '../model';
import type { Repository } from '../records';
import { invalid } from '../validation';
import type { PasswordHasher } from './password';
import type { SignInThrottle } from './signInThrottle';

const REQUIRED = validationMessage('required', {}, { audience: 'api' })!;

/** Who asks, as the route knows them. */
interface Asker {
  /** The signed-in user (the session's record). */
  user: Record<string, unknown> | null;
  /** The client's address (sign-in throttling counts by it). */
  ip: string;
}

/**
 * An action declaring `currentSecret` (the password change) on one's own account wants the current secret
 * too: someone at an unattended, signed-in browser must not be able to lock the owner out. Checked as a
 * sign-in is: against the stored hash, wrong guesses counted by the same throttle.
 */
export class CurrentSecrets {
  constructor(
    private readonly repo: Repository,
    private readonly identity: Identity,
    private readonly hasher: PasswordHasher,
    private readonly throttle: SignInThrottle,
  ) {}

  /**
   * Takes the current secret out of `values` (it is never stored) and, on the asker's own record, checks it:
   * 400 when missing, 429 while guesses are slowed down, 403 with the descriptor's message when wrong.
   */
  async prove(res: Resource, proof: CurrentSecret, id: string, asker: Asker, values: Record<string, unknown>): Promise<void> {
    const given = values[proof.field];
    delete values[proof.field];
    if (res !== this.identity.resource || !asker.user || String(asker.user.id) !== id) return;
    if (typeof given !== 'string' || !given) throw invalid([{ field: proof.field, message: REQUIRED }], () => proof.title);
    const attempt = await this.throttle.reserve(asker.ip, String(asker.user[this.identity.emailField] ?? id));
    const row = await this.repo.find(res, id, [proof.secret]);
    if (!row || !(await this.hasher.verify(given, row[proof.secret]))) {
      throw new HttpError(403, proof.message, [{ field: proof.field, message: proof.message }]);
    }
    await attempt.succeeded();
  }
}
