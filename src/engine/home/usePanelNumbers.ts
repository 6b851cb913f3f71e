import { useState } from 'react';
import useSWR from 'swr';
import type { Panel, PanelData } from '../contract';
import { saveFile, useEngine } from '../core';
import { swrKeys, useAheadInCache, type OperationError } from '../data';
import { listAt } from '../resource';

interface PanelNumbers {
  /** Undefined while they load (or after a failure). */
  data?: PanelData;
  /** They could not be read: the panel says so and offers "Tentar de novo". */
  failed: boolean;
  retry(): void;
  /** "Ver lista": the list behind the panel, with its filters. */
  listTo?: string;
  /** Each row's own list, in the order of the rows, when the panel gives them. */
  rowTo(index: number): string | undefined;
  /** "Exportar CSV": the panel's table as a file; true while it downloads. */
  exporting: boolean;
  exportCsv(): Promise<void>;
}

/**
 * One panel's numbers without pixels. Its cache key names the resources it reads, so a live change to one of
 * them reads it again (staleAfter), batched as every live screen is; a failure is the panel's own, never a toast.
 * `inline`: the numbers the panel list brought (painel.dashboard's first panels).
 */
export function usePanelNumbers(panel: Panel, inline?: PanelData): PanelNumbers {
  const { painel, notify } = useEngine();
  const [exporting, setExporting] = useState(false);
  const key = swrKeys.panel(panel.id, panel.resources);
  // Numbers the list brought, for a panel not read yet: drawn at once with no call of its own, and from then on the
  // cache's answer (a live change reads it again). A panel read before (the home page opened again) asks as ever:
  // the list it came back to may be minutes old.
  const seed = useAheadInCache(key, () => inline);
  const read = useSWR<PanelData, OperationError>(key, () => painel.call('painel.panel', { params: { panel: panel.id } }), {
    shouldRetryOnError: false,
    ...(seed ? { revalidateOnMount: false } : {}),
  });
  const data = read.error ? undefined : read.data;
  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      const { blob, fileName } = await painel.exportPanel(panel.id, { notify: true });
      saveFile(blob, fileName);
      notify('success', `Arquivo ${fileName} gerado.`);
    } catch {
      // Told by the painel API with the export's error message.
    } finally {
      setExporting(false);
    }
  }
  return {
    data,
    failed: Boolean(read.error),
    retry: () => void read.mutate(),
    listTo: data?.link && listAt(data.link.resource, data.link.query),
    rowTo: (index) => {
      const link = data?.links?.[index];
      return link && listAt(link.resource, link.query);
    },
    exporting,
    exportCsv,
  };
}
