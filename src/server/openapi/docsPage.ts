// The OpenAPI document as a page to read (GET /api/painel/docs): plain HTML drawn on the server, with its own
// stylesheet and no script at all, so it works under a CSP stricter than the app's (no inline script, no eval,
// no inline style).

type Schema = Record<string, unknown>;

const escaped = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A schema in a few words: "objeto {name*, price*}", "lista de Serviços", "texto". */
function shape(s: Schema | undefined, doc: Schema): string {
  if (!s) return '';
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop()!;
    return `<a href="#schema-${escaped(name)}">${escaped(name)}</a>`;
  }
  if (s.type === 'array') return `lista de ${shape(s.items as Schema, doc)}`;
  if (s.type === 'object' || s.properties) {
    const required = new Set((s.required as string[]) ?? []);
    const fields = Object.entries((s.properties as Record<string, Schema>) ?? {}).map(([k, v]) => `${escaped(k)}${required.has(k) ? '*' : ''}: ${shape(v, doc)}`);
    return fields.length ? `{ ${fields.join(', ')} }` : 'objeto';
  }
  if (Array.isArray(s.enum)) return s.enum.map((v) => escaped(JSON.stringify(v))).join(' | ');
  return escaped([s.type, s.format].filter(Boolean).join(' ') || 'qualquer');
}

function operation(method: string, path: string, op: Schema, doc: Schema): string {
  const params = ((op.parameters as Schema[]) ?? []).map((p) => `<li><code>${escaped(p.name)}</code> (${escaped(p.in)})${p.description ? ` — ${escaped(p.description)}` : ''}</li>`);
  const body = op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined;
  const bodies = Object.entries(body?.content ?? {}).map(([type, c]) => `<li><code>${escaped(type)}</code>: ${shape(c.schema, doc)}</li>`);
  const responses = Object.entries((op.responses as Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>) ?? {}).map(
    ([status, r]) => `<li><strong>${escaped(status)}</strong> ${escaped(r.description)}${Object.entries(r.content ?? {}).map(([type, c]) => ` <code>${escaped(type)}</code> ${shape(c.schema, doc)}`).join('')}</li>`,
  );
  return `<section class="op" id="${escaped(op.operationId ?? `${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escaped(path)}</code></h3>
<p>${escaped(op.summary)}${op.description ? ` — ${escaped(op.description)}` : ''}${Array.isArray(op.security) && !op.security.length ? ' <em>(sem sessão)</em>' : ''}</p>
${params.length ? `<h4>Parâmetros</h4><ul>${params.join('')}</ul>` : ''}${bodies.length ? `<h4>Corpo</h4><ul>${bodies.join('')}</ul>` : ''}<h4>Respostas</h4><ul>${responses.join('')}</ul>
</section>`;
}

export function docsPage(doc: Schema, stylesheet: string): string {
  const info = doc.info as { title: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = ((op.tags as string[]) ?? ['Outros'])[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op, doc)]);
    }
  }
  const schemas = Object.entries((doc.components as { schemas: Record<string, Schema> }).schemas).map(
    ([name, s]) => `<section class="schema" id="schema-${escaped(name)}"><h3>${escaped(name)}</h3><p>${shape({ ...s, $ref: undefined }, doc)}</p></section>`,
  );
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(info.title)} — API</title><link rel="stylesheet" href="${escaped(stylesheet)}"></head>
<body>
<header><h1>${escaped(info.title)} — API</h1><p>${escaped(info.description)}</p><p>O documento OpenAPI 3.1: <a href="openapi.json">openapi.json</a>. Autenticação: <code>Authorization: Bearer &lt;token&gt;</code>, o token de <code>POST /api/authentication</code>.</p>
<nav><ul>${[...byTag.keys()].map((t) => `<li><a href="#tag-${escaped(t)}">${escaped(t)}</a></li>`).join('')}<li><a href="#schemas">Esquemas</a></li></ul></nav></header>
<main>
${[...byTag].map(([tag, ops]) => `<h2 id="tag-${escaped(tag)}">${escaped(tag)}</h2>\n${ops.join('\n')}`).join('\n')}
<h2 id="schemas">Esquemas</h2>
${schemas.join('\n')}
</main>
</body>
</html>`;
}

export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2b2a;background:#fff}
header,main{max-width:980px;margin:0 auto;padding:0 16px}
h1{margin-top:24px}h2{border-bottom:2px solid #d7e3e1;padding-bottom:4px;margin-top:40px}
nav ul{display:flex;flex-wrap:wrap;gap:8px 16px;padding:0;list-style:none}
.op,.schema{border:1px solid #d7e3e1;border-radius:8px;padding:8px 16px;margin:12px 0;overflow-wrap:anywhere}
h3{font-size:16px;margin:8px 0}h4{font-size:14px;margin:8px 0 0}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;padding:0 6px;font-size:13px}
.get{background:#1f6f8b}.post{background:#2e7d32}.put,.patch{background:#8a5a00}.delete{background:#b3261e}
code{font:13px ui-monospace,monospace;background:#f2f6f5;padding:0 3px;border-radius:3px}
a{color:#0b5f55}
@media (prefers-color-scheme:dark){body{background:#121817;color:#e3ecea}.op,.schema{border-color:#2f3d3b}code{background:#1e2826}a{color:#7fd4c8}h2{border-color:#2f3d3b}}`;
