import { useState } from 'react';
import { DEFAULT_LIMIT, exportFileName, type ListQuery, type ResourceDescriptor } from '../contract';
import { saveFile, useEngine } from '../core';
import type { ExportProgress } from '../data';

interface CsvExport {
  /** Set while an export streams: bytes and rows received so far, of how many when the server said. */
  progress?: ExportProgress;
  /** Downloads the list's current set (search, filters, order; every page) as CSV: `columns` only, else every field the person may read. */
  run(columns?: string[]): Promise<void>;
}

/** The list's export: streamed from the server with its progress shown, then handed to the browser as a file. */
export function useCsvExport(d: ResourceDescriptor, query: Pick<ListQuery, 'q' | 'sort' | 'filters'>): CsvExport {
  const { data, notify } = useEngine();
  const [progress, setProgress] = useState<ExportProgress>();

  async function run(columns?: string[]) {
    if (progress) return;
    setProgress({ bytes: 0, rows: 0 });
    try {
      const blob = await data.exportCsv(d, { ...query, page: 1, limit: DEFAULT_LIMIT, columns }, setProgress, { notify: true });
      const fileName = exportFileName(d.labels, new Date());
      saveFile(blob, fileName);
      notify('success', `Arquivo ${fileName} gerado.`);
    } catch {
      // Told by the data interface with the export's error message.
    } finally {
      setProgress(undefined);
    }
  }

  return { progress, run };
}
