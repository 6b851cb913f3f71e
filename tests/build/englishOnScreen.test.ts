// @vitest-environment node
// Everything a person reads is Portuguese. The libraries we ship carry English texts for their defaults (MUI's
// "Close", rjsf's "Add Item", pigeon-maps' "Use ctrl + wheel to zoom!"…). This looks for them in the real client
// build, as string values in the places that put them on screen, and for each one shipped checks how the app keeps
// it off the screen; one that nothing keeps off fails the test, naming the library and the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { englishStringTranslator, TranslatableString, type RJSFSchema } from '@rjsf/utils';
import ts from 'typescript';
import { parseAst } from 'vite';
import { everyFormSpec, transformErrorsFor } from '../../src/engine/form';
import { createRoutes } from '../../src/engine/router/createRoutes';
import { translateString } from '../../src/engine/form/translateString';
import { readSchemasDir } from '../../src/engine/descriptor';
import { theme } from '../../src/engine/ui/theme';
import { runtimeFormValidator } from '../../src/engine/validator/runtimeFormValidator';
import { buildClient } from './support/buildClient';

const root = join(import.meta.dirname, '../..');

/** One string value of the build: its text, and the property it is the value (or default) of, if any. */
interface Text {
  file: string;
  text: string;
  /** `closeText` for `{closeText: "Close"}` or `{closeText: c = "Close"}`; `YesLabel` for `e.YesLabel = "Yes"`; '(child)' for an argument of createElement/jsx. */
  prop?: string;
}
/** A property of an object literal of the build, with its value as written (`!1`, `"Close"`, `(0,x.jsx)(…)`). */
interface Prop {
  file: string;
  key: string;
  value: string;
}

const CHILD = '(child)';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const keyName = (key: Node) => (key.type === 'Identifier' ? String(key.name) : typeof key.value === 'string' ? key.value : undefined);

/** The property a string value fills: `{p: s}`, `{p: x = s}` (a destructured default), `o.p = s`, or an element's child. */
function placeOf(string: Node, ancestors: Node[]): string | undefined {
  let child = string;
  let i = ancestors.length - 1;
  if (ancestors[i]?.type === 'AssignmentPattern' && ancestors[i].right === child) child = ancestors[i--];
  const parent = ancestors[i];
  if (!parent) return undefined;
  if (parent.type === 'Property' && parent.value === child) return keyName(parent.key as Node);
  if (parent.type === 'AssignmentExpression' && parent.right === child && (parent.left as Node).type === 'MemberExpression') return keyName((parent.left as Node).property as Node);
  if (parent.type === 'CallExpression' && (parent.arguments as Node[]).includes(child)) return CHILD;
  return undefined;
}

/** Every string value (a literal, each piece of a template) and every object property of one built script. */
function read(file: string, code: string, texts: Text[], props: Prop[]) {
  const visit = (node: Node, ancestors: Node[]) => {
    if (node.type === 'Literal' && typeof node.value === 'string') texts.push({ file, text: node.value, prop: placeOf(node, ancestors) });
    if (node.type === 'TemplateLiteral') {
      const prop = placeOf(node, ancestors);
      for (const quasi of node.quasis as Node[]) texts.push({ file, text: String((quasi.value as { cooked: string }).cooked), prop });
    }
    if (node.type === 'Property' && isNode(node.key) && isNode(node.value)) {
      const key = keyName(node.key);
      if (key) props.push({ file, key, value: code.slice(node.value.start, node.value.end) });
    }
    const below = [...ancestors, node];
    for (const [field, value] of Object.entries(node)) {
      if (field === 'type') continue;
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item, below);
      else if (isNode(value)) visit(value, below);
    }
  };
  visit(parseAst(code) as unknown as Node, []);
}

let texts: Text[] = [];
let props: Prop[] = [];
beforeAll(async () => {
  const outDir = await buildClient();
  const assets = join(outDir, 'assets');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) read(file.replace(/-[\w-]{8}\.js$/, ''), readFileSync(join(assets, file), 'utf8'), texts, props);
}, 120_000);

// Words of the libraries' English that Portuguese never uses (so "Use dois dedos…" is not taken for English).
const ENGLISH = /\b(the|to|of|and|page|close|open|clear|loading|options|navigation|show|path|rows|per|wheel|zoom|two|fingers|submit|add|remove|yes|must|contributors)\b/i;

/** How the app keeps one English default off the screen: said, and checked. */
interface Kept {
  how: string;
  check(): void;
}

/** The theme carries MUI's ptBR locale: the component's default for that property is Portuguese. */
const themeSays = (component: string, prop: string): Kept => ({
  how: `the theme's ${component}.defaultProps.${prop} (MUI's ptBR locale)`,
  check() {
    const components = theme.components as Record<string, { defaultProps?: Record<string, unknown> } | undefined>;
    const value = components[component]?.defaultProps?.[prop];
    const said = typeof value === 'function' ? ['first', 'previous', 'next', 'last', 'page'].map((type) => String(value(type, 2, false))).join(' | ') : value;
    expect(typeof said, `${component}.${prop}`).toBe('string');
    expect(said).not.toMatch(ENGLISH);
  },
});

/** The app passes the library its own Portuguese text for that property (MapView: the map's warnings). */
const passedInPortuguese = (prop: string, english: string): Kept => ({
  how: `the app passes ${prop} in Portuguese`,
  check() {
    const ours = texts.filter((t) => t.prop === prop && t.text !== english);
    expect(ours.map((t) => t.text), prop).not.toEqual([]);
    for (const t of ours) expect(t.text).not.toMatch(ENGLISH);
  },
});

/** The app passes that property with this value as written in the build (`!1`: false). */
const passedAs = (prop: string, value: RegExp, how: string): Kept => ({
  how,
  check: () => expect(props.filter((p) => p.key === prop).map((p) => p.value)).toContainEqual(expect.stringMatching(value)),
});

// rjsf texts whose Portuguese is the same words.
const SAME_IN_PORTUGUESE = new Set<string>([TranslatableString.ArrayItemTitle, TranslatableString.FilesInfo]);

/** translateString (the one every form gets) has Portuguese for that rjsf text. */
const translated = (name: string, key: TranslatableString): Kept => ({
  how: `translateString to say TranslatableString.${name} in Portuguese`,
  check() {
    const params = ['A', 'B', 'C'];
    const ours = translateString(key, params);
    if (!SAME_IN_PORTUGUESE.has(key)) expect(ours, name).not.toBe(englishStringTranslator(key, params));
    expect(ours, name).not.toMatch(ENGLISH);
  },
});

/** rjsf draws its own submit button ("Submit") only for a form without children: every engine form has its own buttons. */
const formsHaveTheirButtons: Kept = {
  how: 'every rjsf form the engine draws has its own buttons as children (RecordForm)',
  check() {
    const bare: string[] = [];
    const dir = join(root, 'src/engine');
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx'));
    for (const file of files) {
      const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      const visit = (node: ts.Node) => {
        if (ts.isJsxSelfClosingElement(node) && /^(Form|MuiForm)$/.test(node.tagName.getText())) bare.push(relative(root, join(dir, file)));
        if (ts.isJsxElement(node) && /^(Form|MuiForm)$/.test(node.openingElement.tagName.getText()) && node.children.every((c) => ts.isJsxText(c) && !c.text.trim())) bare.push(relative(root, join(dir, file)));
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(bare).toEqual([]);
  },
};

/** ajv's English messages are replaced before a form shows them: ajv-i18n's pt-BR, then the engine's wording. */
const validationInPortuguese: Kept = {
  how: "every form's validation messages come out in Portuguese (ajv-i18n pt-BR and transformErrors)",
  check() {
    const wrong = (schema: RJSFSchema, pick: (s: RJSFSchema) => unknown) =>
      Object.fromEntries(Object.entries((schema.properties ?? {}) as Record<string, RJSFSchema>).map(([field, s]) => [field, pick(s)]));
    for (const { schema } of everyFormSpec(readSchemasDir())) {
      const validator = runtimeFormValidator(schema);
      for (const data of [{}, wrong(schema, (s) => (s.type === 'string' ? 12345 : 'x')), wrong(schema, (s) => (s.type === 'string' ? 'x' : -1e9))]) {
        const { errors } = validator.validateFormData(data, schema, undefined, transformErrorsFor(schema));
        // An enum's message lists the descriptor's own values after its colon ("…: AC, AL, …, TO"): data, not a library's words.
        for (const e of errors) expect(e.name === 'enum' ? e.message?.split(':')[0] : e.message, `${e.property}: ${e.message}`).not.toMatch(ENGLISH);
      }
    }
  },
};

/** react-router draws its own English error page only under a route tree without an error boundary: every tree has one. */
const everyRouteTreeHasAnErrorPage: Kept = {
  how: 'an ErrorBoundary on every top-level route',
  check() {
    const nothing = { load: async () => undefined, peek: () => undefined };
    // With the painel profile: its pages (Atividade, Lixeira) are routes too.
    const routes = createRoutes({ descriptors: nothing as never, validators: nothing as never, services: { painel: { available: true } } as never });
    expect(routes.filter((r) => !r.ErrorBoundary && !r.errorElement).map((r) => r.path)).toEqual([]);
  },
};

interface EnglishText {
  /** As the library's code holds it: a whole string, or (`start`) the start of one (`Go to ${type} page`). */
  text: string;
  start?: boolean;
  /** Where it is put on screen from (a property, or an element's child); none: anywhere. */
  prop?: string;
  from: string;
  /** How the app keeps it off the screen; none: nothing does, so shipping it fails. */
  kept?: Kept;
}

const english: EnglishText[] = [
  { text: 'Close', prop: 'closeText', from: 'MUI Alert and Autocomplete', kept: themeSays('MuiAlert', 'closeText') },
  { text: 'Close', prop: 'closeText', from: 'MUI Autocomplete', kept: themeSays('MuiAutocomplete', 'closeText') },
  { text: 'Clear', prop: 'clearText', from: 'MUI Autocomplete', kept: themeSays('MuiAutocomplete', 'clearText') },
  { text: 'Open', prop: 'openText', from: 'MUI Autocomplete', kept: themeSays('MuiAutocomplete', 'openText') },
  { text: 'No options', prop: 'noOptionsText', from: 'MUI Autocomplete', kept: themeSays('MuiAutocomplete', 'noOptionsText') },
  { text: 'Loading…', prop: 'loadingText', from: 'MUI Autocomplete', kept: themeSays('MuiAutocomplete', 'loadingText') },
  { text: 'pagination navigation', prop: 'aria-label', from: 'MUI Pagination', kept: themeSays('MuiPagination', 'aria-label') },
  { text: 'Go to ', start: true, from: "MUI Pagination's item labels", kept: themeSays('MuiPagination', 'getItemAriaLabel') },
  { text: 'Rows per page:', prop: 'labelRowsPerPage', from: 'MUI TablePagination', kept: themeSays('MuiTablePagination', 'labelRowsPerPage') },
  { text: 'Show path', prop: 'expandText', from: 'MUI Breadcrumbs', kept: themeSays('MuiBreadcrumbs', 'expandText') },
  { text: 'Use META + wheel to zoom!', prop: 'metaWheelZoomWarning', from: 'pigeon-maps', kept: passedInPortuguese('metaWheelZoomWarning', 'Use META + wheel to zoom!') },
  { text: 'Use two fingers to move the map', prop: 'twoFingerDragWarning', from: 'pigeon-maps', kept: passedInPortuguese('twoFingerDragWarning', 'Use two fingers to move the map') },
  { text: ' contributors', prop: CHILD, from: "pigeon-maps' attribution", kept: passedAs('attribution', /Contribuidores do OpenStreetMap/, 'MapView passes its own attribution') },
  { text: 'Pigeon', prop: CHILD, from: "pigeon-maps' attribution prefix", kept: passedAs('attributionPrefix', /^(!1|false)$/, 'MapView passes attributionPrefix={false}') },
  { text: 'Submit', prop: 'submitText', from: "rjsf's submit button", kept: formsHaveTheirButtons },
  ...Object.entries(TranslatableString).map(([name, key]) => ({ text: key, prop: name, from: `rjsf TranslatableString.${name}`, kept: translated(name, key) })),
  { text: 'must ', start: true, prop: 'message', from: "ajv's validation messages", kept: validationInPortuguese },
  { text: 'Unexpected Application Error!', prop: CHILD, from: "react-router's default error page", kept: everyRouteTreeHasAnErrorPage },
];

const shipped = (e: EnglishText) => texts.filter((t) => (e.start ? t.text.startsWith(e.text) : t.text === e.text) && (e.prop === undefined || t.prop === e.prop));

test('the scan sees the libraries\' texts where they are (a scan that finds nothing proves nothing)', () => {
  expect(shipped({ text: 'Close', prop: 'closeText', from: 'MUI' }).length).toBeGreaterThan(0);
  expect(shipped({ text: 'Add Item', prop: 'AddItemButton', from: 'rjsf' }).length).toBeGreaterThan(0);
  expect(shipped({ text: 'Use META + wheel to zoom!', prop: 'metaWheelZoomWarning', from: 'pigeon-maps' }).length).toBeGreaterThan(0);
  // An icon's name is not a text on screen.
  expect(texts.some((t) => t.text === 'Close' && t.prop === CHILD)).toBe(true);
  expect(shipped({ text: 'Close', prop: 'closeText', from: 'MUI' }).every((t) => t.prop === 'closeText')).toBe(true);
});

test('no English text of a library we ship reaches the screen', () => {
  const problems: string[] = [];
  for (const entry of english) {
    const found = shipped(entry);
    if (!found.length) continue;
    const where = [...new Set(found.map((t) => t.file))].join(', ');
    if (!entry.kept) {
      problems.push(`${entry.from}: "${entry.text}" (${where}) — nothing keeps it off the screen`);
      continue;
    }
    try {
      entry.kept.check();
    } catch (error) {
      problems.push(`${entry.from}: "${entry.text}" (${where}) — expected ${entry.kept.how}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  expect(problems).toEqual([]);
});
