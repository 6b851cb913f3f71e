// The columns of "Ocupação": the calendar's periods as the data says them (the bissemanas are records, not a rule
// here), or weeks and months computed; and which bars meet a cell.
import { describe, expect, it } from 'vitest';
import { barsIn, calendarColumns, calendarRange, cellLabel } from '../../src/engine/timeline/calendar';

const periods = [
  { id: 'p1', label: 'B52', start: '2025-12-22', end: '2026-01-04' },
  { id: 'p2', label: 'B02', start: '2026-01-05', end: '2026-01-18' },
  { id: 'p3', label: 'B24', start: '2026-06-08', end: '2026-06-21' },
  { id: 'p4', label: 'B52', start: '2026-12-21', end: '2027-01-03' },
];

describe('calendarColumns', () => {
  it("the periods: those that start in the year, named and dated as the data says (the year before's B52 is not)", () => {
    expect(calendarColumns('periods', 2026, periods)).toEqual([
      { key: 'p2', label: 'B02', start: '2026-01-05', end: '2026-01-18' },
      { key: 'p3', label: 'B24', start: '2026-06-08', end: '2026-06-21' },
      { key: 'p4', label: 'B52', start: '2026-12-21', end: '2027-01-03' },
    ]);
  });

  it('weeks: the ISO weeks of the year, Monday to Sunday, S01 to S53 when it has 53', () => {
    const weeks = calendarColumns('weeks', 2026, []);
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ key: 'S01', label: 'S01', start: '2025-12-29', end: '2026-01-04' });
    expect(weeks[23]).toEqual({ key: 'S24', label: 'S24', start: '2026-06-08', end: '2026-06-14' });
    expect(weeks[52]).toEqual({ key: 'S53', label: 'S53', start: '2026-12-28', end: '2027-01-03' });
    expect(calendarColumns('weeks', 2027, [])).toHaveLength(52);
  });

  it('months: twelve, named in Portuguese, to their last day (a leap February too)', () => {
    const months = calendarColumns('months', 2028, []);
    expect(months.map((m) => m.label)).toEqual(['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']);
    expect(months[1]).toEqual({ key: '2028-02', label: 'fev', start: '2028-02-01', end: '2028-02-29' });
    expect(months[11]).toEqual({ key: '2028-12', label: 'dez', start: '2028-12-01', end: '2028-12-31' });
  });
});

describe('calendarRange', () => {
  it('what to ask the server for: every day a column of the year may show', () => {
    expect(calendarRange('months', 2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(calendarRange('weeks', 2026)).toEqual({ from: '2025-12-29', to: '2027-01-03' });
    // The last period of the year may end in the next one.
    expect(calendarRange('periods', 2026)).toEqual({ from: '2026-01-01', to: '2027-01-31' });
  });
});

describe('a cell', () => {
  const bars = [
    { id: 'a', row: 'o1', start: '2026-06-01', end: '2026-06-08', status: 'confirmada', title: 'Padaria Bom Pão' },
    { id: 'b', row: 'o1', start: '2026-06-22', end: '2026-07-05', status: 'reservada', title: 'Ótica Visão' },
  ];
  const b24 = { key: 'p3', label: 'B24', start: '2026-06-08', end: '2026-06-21' };

  it('holds the bars that meet it, both days included', () => {
    expect(barsIn(b24, bars).map((b) => b.id)).toEqual(['a']);
    expect(barsIn({ ...b24, start: '2026-06-09' }, bars)).toEqual([]);
  });

  it('is read by a screen reader: the row, the column and its days, free or whose', () => {
    expect(cellLabel('Av. Paulista, 1000', b24, [])).toBe('Av. Paulista, 1000 — B24, 08/06 a 21/06: livre');
    expect(cellLabel('Av. Paulista, 1000', b24, [{ title: 'Padaria Bom Pão', status: 'Confirmada' }])).toBe('Av. Paulista, 1000 — B24, 08/06 a 21/06: Padaria Bom Pão (Confirmada)');
  });

  it('says "ocupado" for a bar with nothing to name it by (a rental with no client nor user), never an empty name', () => {
    expect(cellLabel('Avenida A', b24, [{ title: '', status: 'Reservada' }])).toBe('Avenida A — B24, 08/06 a 21/06: ocupado (Reservada)');
    expect(cellLabel('Avenida A', b24, [{ title: '' }])).toBe('Avenida A — B24, 08/06 a 21/06: ocupado');
    expect(cellLabel('Avenida A', b24, [{ title: '', status: 'Reservada' }, { title: 'Padaria Bom Pão', status: 'Confirmada' }])).toBe('Avenida A — B24, 08/06 a 21/06: ocupado (Reservada); Padaria Bom Pão (Confirmada)');
  });
});
