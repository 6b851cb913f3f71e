/** A record as the APIs send and receive it: field name → value (upload fields hold a `File` on the way out). */
export type RecordValues = Record<string, unknown>;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast (spec §3: type, title, optional description). */
export type Notify = (variant: ToastVariant, title: string, description?: string) => void;

/** Where the three APIs live (from the app's configuration). */
export interface ApiConfig {
  /** Main API: authentication, session, and the `main` profile's resources. */
  apiUrl: string;
  /** Services API ({host}/api/server): the `services` profile's resources. */
  serverApiUrl: string;
  /** Hosted-backend project URL (PostgREST under /rest/v1): the `table` profile's resources. */
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** How the data layer reaches the session: the token to send, and what to do when it is refused. */
export interface SessionHooks {
  getToken(): string | undefined;
  /** Called on any 401 of any API. */
  onUnauthorized(): void;
}
