// Checks a real answer of the reference server against the OpenAPI document it publishes: the call must be in
// it (path and method), its status must be one it lists (or its range, 4XX), and a JSON body must match the
// schema listed for that status and type. So the document cannot drift from what the server does.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components: Schema;
}

const DOC_ID = 'painel-openapi';

export function openApiAnswers(doc: Doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: doc.components });
  // A literal path wins over a template ("/sessions/end-others" before "/sessions/{id}").
  const templates = Object.keys(doc.paths)
    .map((t) => ({ t, params: (t.match(/\{/g) ?? []).length, re: new RegExp(`^${t.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<Schema, ReturnType<typeof ajv.compile>>();

  /** What is wrong with this answer, as the document describes the call; [] when nothing. */
  return function problems(method: string, url: string, status: number, contentType: string | undefined, body: string): string[] {
    const path = url.split('?')[0];
    const template = templates.find(({ re }) => re.test(path))?.t;
    const op = template && doc.paths[template][method.toLowerCase()];
    if (!op) return [`${method} ${path}: não está no documento`];
    const answer = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    if (!answer) return [`${method} ${template} → ${status}: status não listado (${Object.keys(op.responses).join(', ')})`];
    const type = contentType?.split(';')[0].trim();
    if (!answer.content) return body ? [`${method} ${template} → ${status}: corpo não descrito (${type})`] : [];
    const media = type && answer.content[type];
    if (!media) return [`${method} ${template} → ${status}: tipo ${type} não listado (${Object.keys(answer.content).join(', ')})`];
    if (type !== 'application/json' || !media.schema) return [];
    let validate = compiled.get(media.schema);
    if (!validate) {
      // The document's own references, read from the components added above.
      validate = ajv.compile(JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`)));
      compiled.set(media.schema, validate);
    }
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map((e) => `${method} ${template} → ${status}: ${e.instancePath || '(corpo)'} ${e.message}`);
  };
}
