import { brazilianDate, brazilianNumber, maskDate, readDate, readNumber } from '../../src/engine/contract';

describe('Brazilian numbers: read, or refused with the Brazilian form, never rounded or cut', () => {
  test.each([
    ['1.234,56', false, 1234.56],
    ['1234,56', false, 1234.56],
    ['R$ 1.234,56', true, 1234.56],
    ['-23,5505', false, -23.5505],
    ['−23,5505', false, -23.5505],
    ['-23.5505', false, -23.5505],
    ['1.234.567', false, 1234567],
    ['1.234', true, 1234],
    ['1.234', false, 1.234],
    ['0,5', false, 0.5],
    ['3.000', true, 3000],
    ['12.50', true, 12.5],
  ])('"%s" (money: %s) is %d', (text, money, expected) => {
    expect(readNumber(text, { money })).toEqual({ value: expected });
  });

  test.each([
    ['1,234.56', true, 'Use vírgula para os centavos: 1.234,56.'],
    ['1,234.56', false, 'Use vírgula para as casas decimais: 1.234,56.'],
    ['1,234,567', true, 'Use vírgula para os centavos: 1.234.567,00.'],
    ['0,001', true, 'Centavos têm no máximo 2 casas decimais, como em 1.234,56.'],
    ['1.234,567', true, 'Centavos têm no máximo 2 casas decimais, como em 1.234,56.'],
    ['12,3,4', false, 'Informe um número.'],
    ['1.23,4', false, 'Informe um número.'],
    ['abc', false, 'Informe um número.'],
    [',', false, 'Informe um número.'],
    ['-', false, 'Informe um número.'],
    ['1234567890123456', false, 'Número longo demais: use no máximo 15 algarismos.'],
  ])('"%s" (money: %s) → "%s"', (text, money, message) => {
    expect(readNumber(text, { money })).toEqual({ message });
  });

  test('more decimals than the field keeps; an empty text is no value', () => {
    expect(readNumber('-23,123456789', { maxDecimals: 8 })).toEqual({ message: 'Use no máximo 8 casas decimais.' });
    expect(readNumber('7,5', { maxDecimals: 0 })).toEqual({ message: 'Use um número inteiro.' });
    expect(readNumber('   ')).toEqual({ empty: true });
  });

  test('written back: money with two decimals, other numbers as typed', () => {
    expect(brazilianNumber(1234.5, true)).toBe('1.234,50');
    expect(brazilianNumber(-23.5505)).toBe('-23,5505');
  });
});

describe('Brazilian dates', () => {
  test('the mask puts the slashes in; only a real calendar day becomes ISO', () => {
    expect(maskDate('31122026')).toBe('31/12/2026');
    expect(maskDate('3112')).toBe('31/12');
    expect(readDate('31/12/2026')).toEqual({ value: '2026-12-31' });
    expect(readDate('1/2/2026')).toEqual({ value: '2026-02-01' });
    expect(readDate('2026-12-31')).toEqual({ value: '2026-12-31' });
    expect(readDate('29/02/2028')).toEqual({ value: '2028-02-29' });
    expect(readDate('31/02/2026')).toEqual({ message: 'Informe uma data válida (dd/mm/aaaa).' });
    expect(readDate('12/31/2026')).toEqual({ message: 'Informe uma data válida (dd/mm/aaaa).' });
    expect(readDate('31/12')).toEqual({ message: 'Informe uma data válida (dd/mm/aaaa).' });
    expect(readDate('')).toEqual({ empty: true });
    expect(brazilianDate('2026-03-01')).toBe('01/03/2026');
  });
});
