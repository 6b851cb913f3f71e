import { SaxesParser } from 'saxes';
import { HttpError } from '../../http';
import { MAX_XML_STRETCH, tooLarge, unreadable } from './limits';

/** What a part's reader does with its XML: tags by their local name (a prefix such as "x:" dropped), and text. */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by its local name: `r:id` is "id" whatever the prefix. */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(attributes, name)) return attributes[name];
  for (const [key, value] of Object.entries(attributes)) if (local(key) === name) return value;
  return undefined;
}

/**
 * Parses the XML of `pieces` as a stream (saxes: no DTD entity is expanded), telling `handlers` as it goes; it
 * yields after each piece, so what the handlers gathered is taken before the next one is read. The parser keeps
 * a text or a tag whole until it ends: one that runs on past MAX_XML_STRETCH is refused, not gathered.
 */
export async function* xmlEvents(pieces: AsyncIterable<string>, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  let fed = 0;
  let lastEvent = 0;
  const seen = () => (lastEvent = fed);
  parser.on('opentag', (tag) => {
    seen();
    handlers.open?.(local(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('closetag', (tag) => {
    seen();
    handlers.close?.(local(tag.name));
  });
  const text = (t: string) => {
    seen();
    handlers.text?.(t);
  };
  parser.on('text', text);
  parser.on('cdata', text);
  for (const other of ['comment', 'processinginstruction', 'doctype', 'xmldecl'] as const) parser.on(other, seen);
  try {
    for await (const piece of pieces) {
      parser.write(piece);
      fed += piece.length;
      if (fed - lastEvent > MAX_XML_STRETCH) throw tooLarge('uma célula ou marcação com mais de 1 MB');
      yield;
    }
    parser.close();
  } catch (e) {
    throw e instanceof HttpError ? e : unreadable();
  }
  yield;
}
