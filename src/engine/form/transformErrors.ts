import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';

const number = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('pt-BR') : String(n));

const formats: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  uri: 'Informe um endereço (URL) válido, começando com http:// ou https://.',
  'uri-reference': 'Informe um endereço (URL) válido.',
  date: 'Informe uma data válida.',
  'date-time': 'Informe data e hora válidas.',
};

/** Short messages for the rules descriptors use; anything else keeps ajv-i18n's Portuguese. */
function message(e: RJSFValidationError): string | undefined {
  const p = (e.params ?? {}) as Record<string, unknown>;
  switch (e.name) {
    case 'required':
      return 'Campo obrigatório.';
    case 'minLength':
      return p.limit === 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${number(p.limit)} caracteres.`;
    case 'maxLength':
      return `Deve ter no máximo ${number(p.limit)} caracteres.`;
    case 'minimum':
      return `Deve ser maior ou igual a ${number(p.limit)}.`;
    case 'maximum':
      return `Deve ser menor ou igual a ${number(p.limit)}.`;
    case 'format':
      return formats[String(p.format)];
    case 'pattern':
      return 'Formato inválido.';
    case 'type':
      return p.type === 'number' || p.type === 'integer' ? 'Informe um número.' : undefined;
    default:
      return undefined;
  }
}

export const transformErrors: ErrorTransformer = (errors) =>
  errors.map((e) => {
    const text = message(e);
    return text ? { ...e, message: text, stack: `${e.title ?? e.property ?? ''}: ${text}` } : e;
  });
