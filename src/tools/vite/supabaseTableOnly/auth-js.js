// Stand-in for @supabase/auth-js in the client build. Painel passes its own session token (`accessToken`), so
// supabase-js never builds its auth client; it only extends the class.
import { unavailable } from './unavailable.js';

export class AuthClient {
  constructor() {
    unavailable('a autenticação (auth)');
  }
}
