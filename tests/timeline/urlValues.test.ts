// A form opened from a timeline's free cell holds what its address gives, and goes back only within the app.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { returnAddress, valuesFromUrl } from '../../src/engine/resource';

const tenancies = JSON.parse(readFileSync('schemas/tenancies.json', 'utf8'));

describe('valuesFromUrl', () => {
  it('text fields of the schema a person may type, a choice only among its values', () => {
    const search = new URLSearchParams('outdoorId=o1&startDate=2026-06-08&endDate=2026-06-21&status=perdida&id=x&cor=azul');
    expect(valuesFromUrl(tenancies, search)).toEqual({ outdoorId: 'o1', startDate: '2026-06-08', endDate: '2026-06-21' });
    expect(valuesFromUrl(tenancies, new URLSearchParams('status=reservada'))).toEqual({ status: 'reservada' });
    expect(valuesFromUrl(tenancies, new URLSearchParams('voltar=/app'))).toBeUndefined();
  });
});

describe('returnAddress', () => {
  it('a page of the app, never another site', () => {
    expect(returnAddress(new URLSearchParams('voltar=/app/tenancies/ocupacao?ano=2031'))).toBe('/app/tenancies/ocupacao?ano=2031');
    expect(returnAddress(new URLSearchParams('voltar=https://exemplo.com/app/x'))).toBeUndefined();
    expect(returnAddress(new URLSearchParams('voltar=//exemplo.com/app/'))).toBeUndefined();
    expect(returnAddress(new URLSearchParams(''))).toBeUndefined();
  });
});
