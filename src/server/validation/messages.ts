import type { ErrorObject } from 'ajv';
import localizePtBR from 'ajv-i18n/localize/pt-BR';
import { siblingOf, validationMessage, type FieldError } from '../../engine/contract';
import { badRequest, type HttpError } from '../http';

/**
 * The shared wording (contract) for the keywords descriptors use, as the API says it; ajv-i18n's pt-BR for
 * anything else. A limit pointing at a sibling field ($data "1/startDate") is named by that field's title.
 */
function messageOf(e: ErrorObject, titleOf: (field: string) => string | undefined): string {
  const format = (e.parentSchema as { format?: unknown } | undefined)?.format;
  const sibling = siblingOf(e.schema && typeof e.schema === 'object' ? (e.schema as { $data?: unknown }).$data : undefined);
  const ours = validationMessage(e.keyword, e.params as Record<string, unknown>, {
    audience: 'api',
    format: typeof format === 'string' ? format : undefined,
    limitTitle: sibling ? titleOf(sibling) : undefined,
  });
  if (ours) return ours;
  const copy = { ...e };
  localizePtBR([copy]);
  const m = copy.message ?? 'Valor inválido';
  return `${m.charAt(0).toUpperCase()}${m.slice(1)}.`;
}

/** The property an error is about ('' for the body itself). */
function fieldOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') return String(p.missingProperty);
  if (e.keyword === 'additionalProperties') return String(p.additionalProperty);
  return e.instancePath.replace(/^\//, '').split('/')[0];
}

/**
 * One message per field (the first one ajv reports), in the order ajv found them. `titleOf` names the field
 * a cross-field limit points at.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, titleOf: (field: string) => string | undefined = () => undefined): FieldError[] {
  const out = new Map<string, string>();
  for (const e of errors ?? []) {
    const field = fieldOf(e);
    if (!out.has(field)) out.set(field, messageOf(e, titleOf));
  }
  return [...out].map(([field, message]) => ({ field, message }));
}

/** "Campo obrigatório" → "campo obrigatório" after a title; an acronym ("CPF inválido") stays as it is. */
const lowerFirst = (s: string) => (/^\p{Lu}{2}/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));

/**
 * 400 with a summary a toast can show as it is ("Dados inválidos — Título: deve ter no máximo 160 caracteres.")
 * and the per-field list a form can place under each input.
 */
export function invalid(errors: FieldError[], titleOf: (field: string) => string | undefined): HttpError {
  const parts = errors.map((e) => {
    const title = titleOf(e.field) ?? (e.field ? `"${e.field}"` : 'Corpo');
    return `${title}: ${lowerFirst(e.message.replace(/\.$/, ''))}`;
  });
  return badRequest(`Dados inválidos — ${parts.join('; ')}.`, errors);
}
