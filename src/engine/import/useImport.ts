import { useRef, useState } from 'react';
import { counted, type ImportReport, type ImportSeen, type ResourceDescriptor } from '../contract';
import { saveFile, useEngine } from '../core';
import { useRevalidate } from '../data';

/** Where an import stands: nothing chosen, a file going up (0–1, then undefined while the server reads it), a report. */
type ImportStage =
  /** `unsure`: a commit's answer was lost on the way (the connection fell): it may have been written. */
  | { step: 'choose'; unsure?: boolean }
  /** `sent`: 0–1 while the file goes up; then `rows` read (and checked or written) so far, of `total` when known (a commit). */
  | { step: 'sending'; sent?: number; writing: boolean; rows?: number; total?: number }
  | { step: 'checked'; report: ImportReport; refusal?: string };

export interface ImportController {
  stage: ImportStage;
  file?: File;
  /** The columns as the person placed them: header → field ("" ignores it). */
  mapping: Record<string, string>;
  /** The mapping differs from the one the report was made with: check again before importing. */
  mappingChanged: boolean;
  /** How many records the confirmed import writes; 0 while there is nothing to confirm. */
  ready: number;
  choose(file: File): void;
  place(header: string, field: string): void;
  check(): void;
  confirm(): Promise<boolean>;
  template(): void;
}

const same = (a: Record<string, string>, b: Record<string, string>) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * "Importar", without pixels: the file is checked on the server (dry run) as soon as it is chosen; the person
 * places the columns it could not, checks again, and confirms. Nothing is written before that; the whole import
 * is one change, undone by the notice's "Desfazer".
 */
export function useImport(d: ResourceDescriptor, onDone: () => void): ImportController {
  const { painel, notify } = useEngine();
  const revalidate = useRevalidate();
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const [file, setFile] = useState<File>();
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const checkedWith = useRef<Record<string, string>>({});
  // A later answer wins: a check started before "Escolher outro arquivo" is dropped.
  const round = useRef(0);

  async function send(chosen: File, placed: Record<string, string>, dryRun: boolean, total?: number, seen?: ImportSeen) {
    const mine = ++round.current;
    const going = (progress: { sent?: number; rows?: number }) => mine === round.current && setStage({ step: 'sending', writing: !dryRun, total, ...progress });
    going({ sent: 0 });
    try {
      const answer = await painel.importFile(
        d.name,
        chosen,
        { dryRun, mapping: placed, seen, onProgress: (sent) => going(sent < 1 ? { sent } : {}), onRows: (rows) => going({ rows }) },
        { notify: true },
      );
      if (mine !== round.current) return undefined;
      checkedWith.current = placed;
      // What the server placed by title is the starting point of the person's own placing.
      setMapping({ ...Object.fromEntries(answer.report.columns.map((c) => [c.header, c.field ?? ''])), ...placed });
      setStage({ step: 'checked', report: answer.report, refusal: answer.refusal });
      return answer;
    } catch (e) {
      // Told by the painel API with the import's error message; the file stays chosen, to try again.
      if (mine === round.current) setStage({ step: 'choose', unsure: !dryRun && (e as { status?: number }).status === 0 });
      return undefined;
    }
  }

  const report = stage.step === 'checked' ? stage.report : undefined;
  const mappingChanged = Boolean(report) && !same(mapping, { ...Object.fromEntries((report?.columns ?? []).map((c) => [c.header, c.field ?? ''])), ...checkedWith.current });
  const ready = report && !report.problemCount && !mappingChanged && stage.step === 'checked' && !stage.refusal ? report.create + report.update : 0;

  return {
    stage,
    file,
    mapping,
    mappingChanged,
    ready,
    choose(chosen) {
      setFile(chosen);
      setMapping({});
      checkedWith.current = {};
      void send(chosen, {}, true);
    },
    place: (header, field) => setMapping((m) => ({ ...m, [header]: field })),
    check() {
      if (file) void send(file, mapping, true);
    },
    async confirm() {
      if (!file || !ready) return false;
      // What the check saw goes with it: a record someone changed since is refused, not overwritten.
      const answer = await send(file, mapping, false, report?.rows, report?.seen);
      if (!answer || answer.refusal) return false;
      const { create, update } = answer.report;
      const said = [create && counted(create, 'registro criado', 'registros criados'), update && counted(update, 'registro alterado', 'registros alterados')].filter(Boolean).join(' e ');
      const undo = answer.undo;
      notify('success', `Planilha importada: ${said}.`, undefined, undo ? { retryable: false, action: painel.undoAction(undo) } : undefined);
      void revalidate();
      onDone();
      return true;
    },
    template() {
      void painel.importTemplate(d.name, { notify: true }).then(({ blob, fileName }) => saveFile(blob, fileName), () => undefined);
    },
  };
}
