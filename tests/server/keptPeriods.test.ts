// @vitest-environment node
// The calendar's periods kept per day (KeptPeriods): read once a day until retired, a read under way when they
// are retired not kept, a failed read not kept.
import { describe, expect, it } from 'vitest';
import { KeptPeriods } from '../../src/server/features/dashboard/keptPeriods';
import type { NamedStep } from '../../src/server/features/dashboard/panelWindow';

const B24 = { label: 'B24', first: '2026-11-23', last: '2026-12-06' };
const B25 = { label: 'B25', first: '2026-12-07', last: '2026-12-20' };

/** A reader that answers what `answers` holds at the time it is asked, counting the reads. */
function reader(answers: NamedStep[][]) {
  const reads: string[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> | undefined;
  return {
    reads,
    hold: () => (held = new Promise((r) => (release = r))),
    release: () => release(),
    read: async (at: string) => {
      reads.push(at);
      const answer = answers[reads.length - 1];
      if (held) await held;
      if (!answer) throw new Error('falhou');
      return answer;
    },
  };
}

describe('KeptPeriods', () => {
  it('reads a day once until retired, then again', async () => {
    const r = reader([[B24], [B24, B25]]);
    const kept = new KeptPeriods(r.read);
    expect(await kept.get('2026-11-25')).toEqual([B24]);
    expect(await kept.get('2026-11-25')).toEqual([B24]);
    expect(r.reads).toEqual(['2026-11-25']);
    kept.retire();
    expect(await kept.get('2026-11-25')).toEqual([B24, B25]);
    expect(r.reads).toEqual(['2026-11-25', '2026-11-25']);
  });

  it('a read under way when the periods change is not kept: the next one reads again', async () => {
    const r = reader([[B24], [B24, B25]]);
    const kept = new KeptPeriods(r.read);
    r.hold();
    const before = kept.get('2026-11-25');
    kept.retire();
    r.release();
    expect(await before).toEqual([B24]);
    expect(await kept.get('2026-11-25')).toEqual([B24, B25]);
    expect(r.reads).toHaveLength(2);
  });

  it('a failed read is not kept', async () => {
    const r = reader([]);
    const kept = new KeptPeriods(r.read);
    await expect(kept.get('2026-11-25')).rejects.toThrow('falhou');
    await expect(kept.get('2026-11-25')).rejects.toThrow('falhou');
    expect(r.reads).toHaveLength(2);
  });
});
