// Build time (Node): writes dist/sign-in.html, the sign-in page already drawn, and tells both pages which
// chunks to fetch at once (instead of after their first script has run).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { outerBuildOnly } from './nestedBuild.ts';
import { APP_DOCUMENT, SIGN_IN_DOCUMENT } from '../../engine/contract/documents.ts';
import { systemDarkRule } from '../../engine/root/systemDarkRule.ts';

interface SignInDocumentOptions {
  /** The module main.tsx loads for a visitor without a session / with one. */
  signInModule: string;
  appModule: string;
  /**
   * Modules the app page preloads too, beyond its first script's: the code of the usual first screens. The
   * browser fetches and compiles them off the main thread while the app starts, instead of discovering them
   * one route loader after another.
   */
  firstScreenModules?: string[];
  /** Exports `renderSignInMarkup(): { head, body }`, run through Vite's SSR loader. */
  markupModule: string;
}

const preloads = (base: string, files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`).join('\n    ');

/** A chunk and every chunk it imports statically: what runs as soon as it is loaded. */
function staticClosure(bundle: Rolldown.OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const start = chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!start) throw new Error(`${moduleId}: nenhum chunk contém este módulo.`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of chunks.find((c) => c.fileName === file)?.imports ?? []) visit(next);
  };
  visit(start.fileName);
  return [...seen];
}

/** The stylesheets Vite split out of a chunk (what it would add to the page when the chunk loads). */
const importedCss = (bundle: Rolldown.OutputBundle) => (file: string) => [
  ...((bundle[file] as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
];

export function signInDocumentPlugin({ signInModule, appModule, firstScreenModules = [], markupModule }: SignInDocumentOptions): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let configFile: string | undefined;
  let mode = 'production';
  let signInChunks: string[] = [];
  // The sign-in chunks' own stylesheets (Vite's importedCss), put inline in the page: drawn before any script.
  let signInCss: string[] = [];
  return {
    name: 'painel-sign-in-document',
    apply: outerBuildOnly,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      configFile = config.configFile;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // The entry runs as soon as it has come, not once the whole page is parsed: a list the server draws comes
        // after the page's head (streamedPage), and the first steps (the session's and the list's requests, the
        // visitor followed on the drawn page) start meanwhile. main.tsx waits for the page before drawing.
        const entry = '<script type="module" crossorigin src=';
        if (!html.includes(entry)) throw new Error(`${APP_DOCUMENT}: o script de entrada (${entry}) não foi encontrado.`);
        html = html.replace(entry, '<script type="module" async crossorigin src=');
        // The app's page is only served with a session: its first script goes straight to the app.
        signInChunks = staticClosure(bundle, resolve(root, signInModule));
        signInCss = signInChunks.flatMap(importedCss(bundle));
        const appChunks = [...new Set([appModule, ...firstScreenModules].flatMap((m) => staticClosure(bundle, resolve(root, m))))].filter((f) => !html.includes(`${base}${f}"`));
        // Their stylesheets too: a list the server drew (src/app/firstPage.tsx) is drawn in them before any script.
        const appCss = [...new Set(appChunks.flatMap(importedCss(bundle)))].map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`).join('\n    ');
        return html.replace('</head>', `  ${preloads(base, appChunks)}\n    ${appCss}\n  </head>`);
      },
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const server = await createServer({ root, configFile, mode, logLevel: 'warn', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } });
      let markup: { head: string; body: string };
      try {
        const module = (await server.ssrLoadModule(markupModule)) as { renderSignInMarkup(): { head: string; body: string } };
        markup = module.renderSignInMarkup();
      } finally {
        await server.close();
      }
      const appPage = readFileSync(join(outDir, APP_DOCUMENT), 'utf8');
      // Same head and entry script; the app's chunk preloads swapped for the sign-in page's.
      const css = signInCss.map((f) => `<style>${readFileSync(join(outDir, f), 'utf8').trim()}</style>`).join('');
      const page = appPage
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        // The app's stylesheets block drawing; the sign-in page's own are put inline below.
        .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
        .replace('</head>', `  ${preloads(base, signInChunks)}\n    ${markup.head}${systemDarkRule(markup.head)}${css}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${markup.body}</div>`);
      if (!page.includes(markup.body)) throw new Error(`${APP_DOCUMENT}: <div id="root"></div> não encontrado.`);
      writeFileSync(join(outDir, SIGN_IN_DOCUMENT), page);
    },
  };
}
