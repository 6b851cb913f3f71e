// Relative links of Markdown files, checked as GitHub renders them: the file a link names exists, and its anchor is a
// heading of that file under GitHub's slug rules. External links (any scheme: https:, mailto:…) are not followed.
import { posix } from 'node:path';

/** What the checker may ask of the repository: a file's text (undefined when there is none), whether a path exists. */
export interface MarkdownTree {
  read(path: string): string | undefined;
  exists(path: string): boolean;
}

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** The file's lines with fenced code blocks blanked (their links and headings are text, not Markdown). */
function proseLines(text: string): string[] {
  let fence: string | undefined;
  return text.split('\n').map((line) => {
    const open = FENCE.exec(line)?.[1];
    if (fence) {
      if (open && open[0] === fence[0] && open.length >= fence.length && !line.trim().slice(open.length)) fence = undefined;
      return '';
    }
    if (open) {
      fence = open;
      return '';
    }
    return line;
  });
}

/** A heading's text as GitHub shows it: code spans keep their text, links their words, emphasis markers go. */
function headingText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*+/g, '')
    .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1')
    .trim();
}

/**
 * GitHub's anchor for a heading (github-slugger): lower case, every character that is not a letter (accents kept),
 * a mark, a digit, '_' or '-' dropped, each space a '-'.
 */
export function githubSlug(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file's headings make, a repeated one numbered as GitHub numbers it (-1, -2…). */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = proseLines(text);
  lines.forEach((line, i) => {
    const atx = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    const setext = i > 0 && lines[i - 1].trim() && /^\s{0,3}(=+|-+)\s*$/.test(line) && !/^\s{0,3}([-*+]|#)/.test(lines[i - 1]) ? lines[i - 1] : undefined;
    const heading = atx ?? setext;
    if (heading === undefined) return;
    const slug = githubSlug(heading);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n ? `${slug}-${n}` : slug);
  });
  return anchors;
}

/** Every link and image target of a file, with its line: inline `[x](target)`, `![x](target)`, and `[x]: target`. */
export function linkTargets(text: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  proseLines(text).forEach((line, i) => {
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    for (const m of prose.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) found.push({ line: i + 1, target: m[1].replace(/^<|>$/g, '') });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose)?.[1];
    if (definition) found.push({ line: i + 1, target: definition.replace(/^<|>$/g, '') });
  });
  return found;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** The links of one file (a path from the repository's root) that lead nowhere, each with why. */
export function brokenLinks(file: string, tree: MarkdownTree): BrokenLink[] {
  const text = tree.read(file);
  if (text === undefined) return [{ file, line: 0, target: file, reason: 'file not found' }];
  const broken: BrokenLink[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string) => {
    if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(tree.read(path) ?? ''));
    return anchorsOf.get(path)!;
  };
  for (const { line, target } of linkTargets(text)) {
    if (EXTERNAL.test(target)) continue;
    const hash = target.indexOf('#');
    const pathPart = (hash < 0 ? target : target.slice(0, hash)).split('?')[0];
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const path = !pathPart ? file : posix.normalize(pathPart.startsWith('/') ? pathPart.slice(1) : posix.join(posix.dirname(file), decodeURIComponent(pathPart))).replace(/\/$/, '');
    if (path.startsWith('..')) {
      broken.push({ file, line, target, reason: 'leaves the repository' });
      continue;
    }
    if (!tree.exists(path)) {
      broken.push({ file, line, target, reason: `${path} does not exist` });
      continue;
    }
    if (anchor !== undefined && path.endsWith('.md') && !anchors(path).has(anchor)) broken.push({ file, line, target, reason: `no heading of ${path} has the anchor #${anchor}` });
  }
  return broken;
}
