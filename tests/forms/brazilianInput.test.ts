import { formatDecimal, maskDate, parseDate, parseDecimal } from '../../src/engine/form/widgets/brazilianInput';

describe('Brazilian number and date input', () => {
  test.each([
    ['1.234,56', false, 1234.56],
    ['1234,56', false, 1234.56],
    ['R$ 1.234,56', true, 1234.56],
    ['-23,5505', false, -23.5505],
    ['-23.5505', false, -23.5505],
    ['1.234.567', false, 1234567],
    ['1.234', true, 1234],
    ['1.234', false, 1.234],
    ['0,5', false, 0.5],
  ])('"%s" (money: %s) is %d', (text, money, expected) => {
    expect(parseDecimal(text, money)).toBe(expected);
  });

  test.each(['12,3,4', '1.23,4', 'abc', '', ',', '-'])('"%s" is no number', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });

  test('formatting: money with two decimals, other numbers as typed', () => {
    expect(formatDecimal(1234.5, true)).toBe('1.234,50');
    expect(formatDecimal(-23.5505)).toBe('-23,5505');
  });

  test('dates: the mask puts the slashes in; only a real calendar day becomes ISO', () => {
    expect(maskDate('31122026')).toBe('31/12/2026');
    expect(maskDate('3112')).toBe('31/12');
    expect(parseDate('31/12/2026')).toBe('2026-12-31');
    expect(parseDate('2026-12-31')).toBe('2026-12-31');
    expect(parseDate('31/02/2026')).toBeUndefined();
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDate('31/12')).toBeUndefined();
  });
});
