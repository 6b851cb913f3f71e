import { absolute, changeText, formatDateTime, historyOperationWords, shownChanges } from '../../../engine/contract';
import type { Registry } from '../../model';
import { csvHeader, csvLine } from '../../transports';
import type { SeenPage } from './seenEntries';

const HEADER = ['Quando', 'Quem', 'Recurso', 'Registro', 'ID do registro', 'Versão', 'Operação', 'Campos alterados', 'Antes → depois'];

/**
 * The activity as a spreadsheet reads it, a batch at a time, newest first: one line per change, the record
 * named and each field's change worded as the screen shows them ("Preço (R$): R$ 2.466,26 → R$ 5.000,00", one
 * field a line in the cell). `origin` makes a stored file's address absolute.
 */
export async function* activityCsv(page: (before?: number) => Promise<SeenPage>, registry: Registry, origin: string): AsyncGenerator<string> {
  yield csvHeader(HEADER);
  let before: number | undefined;
  for (;;) {
    const { items, more, titles } = await page(before);
    yield items
      .map((e) => {
        const d = registry.all.find((r) => r.name === e.resource)?.descriptor;
        const lines = shownChanges(d, e);
        const words = lines.map((l) => changeText(l, { referenceTitle: titles, fileAddress: (v) => absolute(v, origin) }));
        return csvLine([
          formatDateTime(e.at),
          e.actor.name,
          d?.labels.singular ?? e.resource,
          e.title ?? `#${e.recordId}`,
          e.recordId,
          { number: String(e.version) },
          historyOperationWords[e.operation],
          lines.map((l) => l.label).join(', '),
          words.join('\n'),
        ]);
      })
      .join('');
    if (!more || !items.length) return;
    before = items[items.length - 1].id;
  }
}
