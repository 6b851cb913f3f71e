// @vitest-environment node
// The layering of src/, read from the import statements themselves (type imports count: a type cycle is
// still two folders that cannot be understood one without the other).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

/**
 * Files the browser never loads, though they sit among browser code: they read schemas/ from disk or compile
 * schemas with ajv. The server, the build (src/tools, vite.config.ts) and tests use them.
 */
const NODE_ONLY = [
  'src/engine/descriptor/', // loads and validates schemas/ (node:fs, ajv): the browser gets them validated from the build
  'src/engine/validator/runtimeFormValidator.ts', // compiles form schemas at run time (tests); the app uses precompiled ones
  'src/app/firstPage.tsx', // the server draws a list's first page with it (built for Node by firstPageBundlePlugin)
];
/** The code that runs in the browser: the engine (but for the Node-only files above) and the app. */
const BROWSER = ['src/engine/', 'src/app/'];
/** Build-time code (Node): it takes single Node-safe files out of folders whose index also holds React screens. */
const REACHES_INTO_FILES = ['src/tools/'];
/** Modules only Node has, or that compile code at run time (ajv's compiler; the app's CSP has no 'unsafe-eval'). */
const FORBIDDEN_IN_BROWSER = [/^node:/, new RegExp(`^(${builtinModules.join('|')})(/|$)`), /^ajv(\/|$)/, /^ajv-formats(\/|$)/, /compileSchemaValidators/];

const rel = (file: string) => relative(root, file).split(sep).join('/');
const under = (file: string, prefixes: string[]) => prefixes.some((p) => (p.endsWith('/') ? file.startsWith(p) : file === p));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The bench's anchor app installs its own packages under src/tools/bench/anchor.
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file names: import/export … from, side-effect imports, import() (types included). */
function specifiers(code: string): string[] {
  const bare = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = [
    ...bare.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g),
    ...bare.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...bare.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return [...new Set(found.map((m) => m[1]))];
}

/** A relative specifier as the file it names (the .ts of `./x`, the index of `./folder`). */
function resolveFile(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

interface Edge {
  from: string;
  to: string;
  spec: string;
}

const files = sourceFiles(src).map(rel);
const edges: Edge[] = [];
const external: { from: string; spec: string }[] = [];
for (const file of files) {
  for (const spec of specifiers(readFileSync(join(root, file), 'utf8'))) {
    if (!spec.startsWith('.')) {
      external.push({ from: file, spec });
      continue;
    }
    const target = resolveFile(join(root, file), spec);
    if (target && rel(target).startsWith('src/')) edges.push({ from: file, to: rel(target), spec });
  }
}

const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/'));
/**
 * The feature a file belongs to: the folder right under src/<area>/ (src/engine/list, its cells/ included),
 * or src/<area> itself for the files at that level. A subfolder is part of its parent's feature.
 */
const featureOf = (file: string) => file.split('/').slice(0, file.split('/').length > 3 ? 3 : 2).join('/');
const isIndex = (file: string) => /\/index\.tsx?$/.test(file);

/** Strongly connected groups of more than one node (Tarjan), each sorted: the cycles of a graph. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || graph.get(v)?.has(v)) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

function graphOf(pairs: [string, string][]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    graph.get(a)!.add(b);
  }
  return graph;
}

test('the scan sees the imports it judges (a broken parser would pass everything)', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(edges).toContainEqual({ from: 'src/app/App.tsx', to: expect.stringMatching(/^src\/engine\//), spec: expect.any(String) });
  expect(external).toContainEqual({ from: 'src/engine/descriptor/readSchemasDir.ts', spec: 'node:fs' });
});

test('(a) no import cycle between files', () => {
  expect(cycles(graphOf(edges.map((e) => [e.from, e.to])))).toEqual([]);
});

test('(a) no import cycle between folders (features: a subfolder is one with its parent)', () => {
  const pairs = edges.filter((e) => featureOf(e.from) !== featureOf(e.to)).map((e): [string, string] => [featureOf(e.from), featureOf(e.to)]);
  expect(cycles(graphOf(pairs))).toEqual([]);
});

test("(b) another folder is reached through its index.ts (a subfolder may use its parent's files; src/tools may reach into files)", () => {
  const bad = edges.filter((e) => {
    const from = folderOf(e.from);
    const to = folderOf(e.to);
    if (from === to || isIndex(e.to)) return false;
    // A subfolder is part of its parent's feature (the parent's index would lead back into the subfolder).
    if (from.startsWith(`${to}/`)) return false;
    return !under(e.from, REACHES_INTO_FILES);
  });
  expect(bad.map((e) => `${e.from} → ${e.spec}`)).toEqual([]);
});

test('(c) the engine imports neither the server nor the app', () => {
  const bad = edges.filter((e) => e.from.startsWith('src/engine/') && (e.to.startsWith('src/server/') || e.to.startsWith('src/app/')));
  expect(bad.map((e) => `${e.from} → ${e.spec}`)).toEqual([]);
});

test("(d) browser code imports no Node module, no ajv compiler and no Node-only file", () => {
  const browser = (file: string) => under(file, BROWSER) && !under(file, NODE_ONLY);
  const badModules = external.filter((e) => browser(e.from) && FORBIDDEN_IN_BROWSER.some((re) => re.test(e.spec)));
  const badFiles = edges.filter((e) => browser(e.from) && under(e.to, NODE_ONLY));
  expect([...badModules.map((e) => `${e.from} → ${e.spec}`), ...badFiles.map((e) => `${e.from} → ${e.spec}`)]).toEqual([]);
});

test('(e) the server is only the server: no file under src/server imports the tests or the tools (benches live in src/tools/bench)', () => {
  const bad = files.flatMap((file) =>
    file.startsWith('src/server/')
      ? specifiers(readFileSync(join(root, file), 'utf8'))
          .filter((spec) => spec.startsWith('.') && /^(tests|src\/tools)\//.test(rel(resolve(root, dirname(file), spec))))
          .map((spec) => `${file} → ${spec}`)
      : [],
  );
  expect(bad).toEqual([]);
});
