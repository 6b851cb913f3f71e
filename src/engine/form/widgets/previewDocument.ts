import { withoutEventHandlers } from './htmlInertParts';

/** Removes scripts and handlers from HTML (DOMPurify). */
export type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | undefined;
/** DOMPurify is fetched the first time a form shows an HTML field, not with every form. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) => (html: string) => purify.sanitize(html),
    (error: unknown) => {
      sanitizer = undefined;
      throw error;
    },
  );
  return sanitizer;
}

// The preview's own policy, on top of the app's (a srcdoc frame inherits that too): nothing runs, nothing
// is fetched but images, nothing is submitted or navigated through a <base>.
const policy = "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; font-src https: data:; form-action 'none'; base-uri 'none'";

const baseStyle =
  'body{margin:16px;font:14px/1.5 Roboto,Helvetica,Arial,sans-serif;color:rgba(0,0,0,.87);word-break:break-word}img{max-width:100%;height:auto}';

/**
 * The whole document of the HTML preview: shown in a sandboxed frame, so whatever the HTML says (styles,
 * forms, fixed overlays) applies to that frame only. DOMPurify still removes scripts and handlers first; the
 * event attributes go even before it parses the text (its parse would trip the app's policy and log an error).
 * Undefined when nothing is left to show.
 */
export function previewDocument(html: string, sanitize: Sanitize): string | undefined {
  const body = sanitize(withoutEventHandlers(html));
  if (!body.trim()) return undefined;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><style>${baseStyle}</style></head><body>${body}</body></html>`;
}
