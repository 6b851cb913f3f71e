// @vitest-environment node
// Every relative link of the README and docs/ leads somewhere: the file exists, and its anchor is one of that file's
// headings as GitHub makes them. A moved section or a renamed source file fails here, not in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brokenLinks, githubSlug, headingAnchors, linkTargets, type MarkdownTree } from './markdownLinks';

const root = join(import.meta.dirname, '../..');

const repository: MarkdownTree = {
  read: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined),
  exists: (path) => existsSync(join(root, path)),
};

function markdownUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** A tree held in memory: files by path, folders made of their paths. */
function memoryTree(files: Record<string, string>): MarkdownTree {
  return {
    read: (path) => files[path],
    exists: (path) => path in files || Object.keys(files).some((f) => f.startsWith(`${path}/`)),
  };
}

describe('the repository\'s Markdown', () => {
  const files = ['README.md', ...markdownUnder('docs')];

  it('has the README and a docs/ file for each kind of reader', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/operating.md', 'docs/extending.md', 'docs/decisions.md', 'docs/performance.md', 'docs/architecture.md', 'docs/reference/README.md']));
  });

  it.each(files)('%s: every relative link resolves', (file) => {
    expect(brokenLinks(file, repository)).toEqual([]);
  });
});

describe('the link checker', () => {
  it('reports an anchor no heading has, and the missing file', () => {
    const tree = memoryTree({
      'README.md': '# Painel\n\nSee [lists](docs/lists.md#filtros) and [the rest](docs/missing.md).\n',
      'docs/lists.md': '# Listas\n\n## Filters\n',
    });
    expect(brokenLinks('README.md', tree)).toEqual([
      { file: 'README.md', line: 3, target: 'docs/lists.md#filtros', reason: 'no heading of docs/lists.md has the anchor #filtros' },
      { file: 'README.md', line: 3, target: 'docs/missing.md', reason: 'docs/missing.md does not exist' },
    ]);
  });

  it('finds anchors as GitHub makes them: accents kept, punctuation dropped, repeats numbered', () => {
    const tree = memoryTree({
      'docs/a.md': [
        '# Ações em lote',
        '## Saved views: "Visualizações"',
        '## A call under /api/painel',
        '## `KeptListOutlet` and `<Activity>`',
        '## Notes',
        '## Notes',
        '',
        '[1](#ações-em-lote) [2](#saved-views-visualizações) [3](#a-call-under-apipainel) [4](#keptlistoutlet-and-activity)',
        '[5](#notes) [6](#notes-1) [7](#notes-2) [8](#a%C3%A7%C3%B5es-em-lote)',
      ].join('\n'),
    });
    expect(brokenLinks('docs/a.md', tree)).toEqual([{ file: 'docs/a.md', line: 9, target: '#notes-2', reason: 'no heading of docs/a.md has the anchor #notes-2' }]);
  });

  it('checks images and folders, resolves ../ from the file, and leaves external links and code alone', () => {
    const tree = memoryTree({
      'docs/guide.md': [
        '![tela](images/painel.png) ![falta](images/none.png)',
        '[código](../src/engine/index.ts) [pasta](../schemas/) [fora](../../etc/passwd)',
        '[site](https://example.com/x.md#nope) [e-mail](mailto:a@b.c)',
        '`[not a link](nowhere.md)`',
        '```md',
        '[in a block](nowhere.md)',
        '```',
      ].join('\n'),
      'docs/images/painel.png': '',
      'src/engine/index.ts': '',
      'schemas/outdoors.json': '',
    });
    expect(brokenLinks('docs/guide.md', tree)).toEqual([
      { file: 'docs/guide.md', line: 1, target: 'images/none.png', reason: 'docs/images/none.png does not exist' },
      { file: 'docs/guide.md', line: 2, target: '../../etc/passwd', reason: 'leaves the repository' },
    ]);
  });

  it('reads a heading\'s slug and a file\'s links', () => {
    expect(githubSlug('One truth for a team: versions, history, trash, undo')).toBe('one-truth-for-a-team-versions-history-trash-undo');
    expect(githubSlug('"Minha conta" → "Sessões"')).toBe('minha-conta--sessões');
    expect([...headingAnchors('Title\n=====\n\n```\n# not a heading\n```\n## Ações')]).toEqual(['title', 'ações']);
    expect(linkTargets('a [x](one.md "title") b [y](<two words.md>)\n\n[ref]: three.md#top')).toEqual([
      { line: 1, target: 'one.md' },
      { line: 1, target: 'two words.md' },
      { line: 3, target: 'three.md#top' },
    ]);
  });
});
