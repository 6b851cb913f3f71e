/** A record as the APIs send and receive it: field name → value (upload fields hold a `File` on the way out). */
export type RecordValues = Record<string, unknown>;

type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** Closes one toast before its time (nothing when it is gone already). */
export type CloseNotice = () => void;

/** What a failure's notice carries besides its words, for a view that shows it in place of a toast (a dialog). */
export interface NoticeDetail {
  /** Sending the same call again can succeed (canRetry): "Tentar novamente" is worth offering. */
  retryable: boolean;
  /** A button on the notice ("Desfazer"); the notice closes when it is pressed. */
  action?: NoticeAction;
}

/** What a notice's button does; the screens read their data again once it has run. */
export interface NoticeAction {
  label: string;
  run(): Promise<void>;
}

/** Shows a toast (spec §3: type, title, optional description); returns what closes it. */
export type Notify = (variant: ToastVariant, title: string, description?: string, detail?: NoticeDetail) => CloseNotice;

/** Where one API profile is reached from this client, and the public key it sends (when the profile has one). */
export interface ApiEndpoint {
  url: string;
  apiKey?: string;
}

/** Per API profile name (a key of schemas/apis.json): its endpoint. */
export type ApiConfig = Record<string, ApiEndpoint>;

/** How the data layer reaches the session: the token to send, and what to do when it is refused. */
export interface SessionHooks {
  getToken(): string | undefined;
  /** Called on any 401 of any API. */
  onUnauthorized(): void;
}
