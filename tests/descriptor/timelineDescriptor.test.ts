// A timeline that names what its descriptor lacks is refused at load, naming where, never a 500 at the first call.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DescriptorError, validateDescriptor } from '../../src/engine/descriptor';
import { checkRegistry } from '../../src/engine/descriptor/checkRegistry';

const tenancies = () => JSON.parse(readFileSync('schemas/tenancies.json', 'utf8'));

function problemsOf(json: unknown): string[] {
  try {
    validateDescriptor(json, 'schemas/tenancies.json');
  } catch (e) {
    expect(e).toBeInstanceOf(DescriptorError);
    return (e as DescriptorError).problems;
  }
  throw new Error('descriptor was accepted');
}

describe('timeline', () => {
  it('rows by a reference, dates by date fields, a status and a title that exist', () => {
    const d = tenancies();
    d.timeline = { ...d.timeline, row: 'serviceIdx', start: 'status', status: 'estado', title: '{cliente}' };
    expect(problemsOf(d)).toEqual([
      "/timeline/row 'serviceIdx' is not a reference field (/references)",
      "/timeline/start 'status' must be a date field (\"format\": \"date\")",
      "/timeline/status names unknown field 'estado'",
      "/timeline/title names unknown field 'cliente'",
    ]);
  });

  it('a calendar that is a descriptor, with the fields it names', () => {
    const d = tenancies();
    const periods = JSON.parse(readFileSync('schemas/periods.json', 'utf8'));
    const apis = JSON.parse(readFileSync('schemas/apis.json', 'utf8'));
    const others = ['services', 'users', 'outdoors', 'categories', 'clients'].map((n) => ({ file: `schemas/${n}.json`, descriptor: JSON.parse(readFileSync(`schemas/${n}.json`, 'utf8')) }));
    const check = (timeline: object, withPeriods = true) => () =>
      checkRegistry([...others, ...(withPeriods ? [{ file: 'schemas/periods.json', descriptor: periods }] : []), { file: 'schemas/tenancies.json', descriptor: { ...d, timeline } }], apis);
    expect(check(d.timeline)).not.toThrow();
    expect(check(d.timeline, false)).toThrow("/timeline/calendar/resource 'periods' is not a descriptor");
    expect(check({ ...d.timeline, calendar: { ...d.timeline.calendar, start: 'inicio' } })).toThrow("/timeline/calendar/start names unknown field 'inicio' of periods");
  });
});
