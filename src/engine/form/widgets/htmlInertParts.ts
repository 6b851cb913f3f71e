/**
 * What in an HTML text cannot run in the back-office: scripts, event attributes (`onerror=…`) and `javascript:`
 * links. Read from the text itself, before any DOM sees it: the app's Content-Security-Policy reports (in the
 * console) every event attribute a DOM parse meets, even in an inert document such as DOMPurify's. Not a
 * sanitizer: DOMPurify still cleans the preview; this only finds, and takes out the event attributes first.
 */
export interface InertParts {
  scripts: boolean;
  /** Event attribute names, lower case, in order of first appearance (`onerror`, `onload`). */
  handlers: string[];
  javascriptLinks: boolean;
}

interface Attribute {
  name: string;
  value: string;
  /** Where it is in the text (name to end of value), to take it out. */
  start: number;
  end: number;
}

// Their content is text up to their end tag (`<script>` inside a `<textarea>` is words). <noscript> is not here:
// a DOM parse without scripting, as DOMPurify's, reads its content as markup.
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);
const SPACE = /[\t\n\f\r ]/;

/** Calls `onTag` for each start tag, as an HTML parser splits it (quoted values may hold `>`); comments and raw text skipped. */
function eachStartTag(html: string, onTag: (name: string, attributes: Attribute[]) => void): void {
  const n = html.length;
  const lower = html.toLowerCase();
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? n : close + 3;
      continue;
    }
    if (!/[A-Za-z]/.test(html[lt + 1] ?? '')) {
      // An end tag, a doctype, `<?…>`: nothing in them becomes an attribute. A lone "<" is text.
      const special = /[/!?]/.test(html[lt + 1] ?? '');
      i = special ? (html.indexOf('>', lt) + 1 || n) : lt + 1;
      continue;
    }
    let j = lt + 1;
    while (j < n && !SPACE.test(html[j]) && html[j] !== '/' && html[j] !== '>') j++;
    const name = html.slice(lt + 1, j).toLowerCase();
    const attributes: Attribute[] = [];
    for (;;) {
      while (j < n && (SPACE.test(html[j]) || html[j] === '/')) j++;
      if (j >= n || html[j] === '>') break;
      const start = j;
      if (html[j] === '=') j++;
      while (j < n && !SPACE.test(html[j]) && !'/>='.includes(html[j])) j++;
      const attribute = html.slice(start, j).toLowerCase();
      let k = j;
      while (k < n && SPACE.test(html[k])) k++;
      let value = '';
      if (html[k] === '=') {
        k++;
        while (k < n && SPACE.test(html[k])) k++;
        const quote = html[k];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, k + 1);
          value = html.slice(k + 1, close < 0 ? n : close);
          k = close < 0 ? n : close + 1;
        } else {
          const from = k;
          while (k < n && !SPACE.test(html[k]) && html[k] !== '>') k++;
          value = html.slice(from, k);
        }
        j = k;
      }
      attributes.push({ name: attribute, value, start, end: j });
    }
    onTag(name, attributes);
    i = j + 1;
    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      i = close < 0 ? n : close;
    }
  }
}

const isHandler = (a: Attribute) => a.name.startsWith('on');

/** An attribute value as a URL parser reads it: character references decoded, tabs and line breaks dropped. */
function urlOf(value: string): string {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '');
  return decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

export function inertParts(html: string): InertParts {
  const parts: InertParts = { scripts: false, handlers: [], javascriptLinks: false };
  eachStartTag(html, (name, attributes) => {
    if (name === 'script') parts.scripts = true;
    for (const a of attributes) {
      if (isHandler(a) && !parts.handlers.includes(a.name)) parts.handlers.push(a.name);
      if (/^javascript:/i.test(urlOf(a.value))) parts.javascriptLinks = true;
    }
  });
  return parts;
}

/** The same HTML without its event attributes (everything else as it was), for the preview's sanitizer to parse. */
export function withoutEventHandlers(html: string): string {
  const cuts: Attribute[] = [];
  eachStartTag(html, (_, attributes) => cuts.push(...attributes.filter(isHandler)));
  let out = '';
  let from = 0;
  for (const cut of cuts) {
    out += html.slice(from, cut.start);
    from = cut.end;
  }
  return out + html.slice(from);
}
