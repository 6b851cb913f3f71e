import type { FastifyInstance } from 'fastify';
import { canSignIn, DEFAULT_TEXT_MAX_LENGTH, NO_PANEL_ACCESS, place, roleById, validationMessage, type FieldError, type Roles, type SessionEndpoint, type SignInEndpoint } from '../../engine/contract';
import { badRequest, HttpError } from '../http';
import { jsonBodyLimit } from '../validation';
import type { Identity } from '../model';
import { toRecord, type Repository } from '../records';
import type { PasswordHasher } from './password';
import type { SignInThrottle } from './signInThrottle';
import type { Sessions } from './sessions';

const BAD_CREDENTIALS = 'E-mail ou senha inválidos.';

interface AuthRouteDeps {
  repo: Repository;
  identity: Identity;
  hasher: PasswordHasher;
  sessions: Sessions;
  throttle: SignInThrottle;
  roles?: Roles;
}

/** Sign-in (public), at the path the auth profile declares, answering the token and the user where it says. */
export function signInRoute(app: FastifyInstance, endpoint: SignInEndpoint, { repo, identity, hasher, sessions, throttle, roles }: AuthRouteDeps) {
  // No account can hold a longer e-mail or password than its form allows: longer ones never reach a statement.
  const { resource, emailField, secretField } = identity;
  const longest = (field: string) => {
    const max = resource.field(field)?.maxLength;
    return typeof max === 'number' ? max : DEFAULT_TEXT_MAX_LENGTH;
  };
  const limits = { email: longest(emailField), password: longest(secretField) };
  const tooLong = (field: 'email' | 'password', value: string): FieldError[] =>
    [...value].length > limits[field] ? [{ field, message: validationMessage('maxLength', { limit: limits[field] }, { audience: 'api' })! }] : [];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: jsonBodyLimit({ email: { title: 'E-mail', type: 'string', maxLength: limits.email }, password: { title: 'Senha', type: 'string', maxLength: limits.password } }),
    handler: async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const email = body && typeof body === 'object' ? body.email : undefined;
      const password = body && typeof body === 'object' ? body.password : undefined;
      const errors = [
        ...(typeof email === 'string' && email.trim() ? tooLong('email', email.trim()) : [{ field: 'email', message: 'Informe o e-mail.' }]),
        ...(typeof password === 'string' && password ? tooLong('password', password) : [{ field: 'password', message: 'Informe a senha.' }]),
      ];
      if (errors.length) throw badRequest(errors.length === 1 && errors[0].message.startsWith('Deve') ? errors[0].message : 'Informe o e-mail e a senha.', errors);
      // Counted before the (slow) hash, so parallel guesses are counted too; request.ip honours TRUST_PROXY.
      // A refusal (429) carries its Retry-After (the error handler sends it).
      const reservation = await throttle.reserve(request.ip, email as string);
      const [row] = await repo.findBy(resource, emailField, (email as string).trim(), { caseless: true, extra: [secretField] });
      const ok = row ? await hasher.verify(password as string, row[secretField]) : await hasher.verifyNothing(password as string);
      if (!row || !ok) throw new HttpError(401, BAD_CREDENTIALS);
      await reservation.succeeded();
      // The right password of someone who is only a record (a tenant): told so, and given no token.
      if (roles && !canSignIn(roleById(roles, row[roles.field]))) throw new HttpError(403, NO_PANEL_ACCESS);
      const answer = place({}, endpoint.token, await sessions.open(String(row.id), request.headers['user-agent']));
      return place(answer, endpoint.user, toRecord(resource, row));
    },
  });
}

/** Who the token belongs to, in the session envelope the auth profile declares (behind the session hook). */
export function sessionRoute(app: FastifyInstance, endpoint: SessionEndpoint) {
  app.route({ method: endpoint.method, url: endpoint.path, handler: async (request) => place({}, endpoint.user, request.user) });
}
