import { fieldInfo, kindOf, kinds, type ResourceDescriptor } from '../../src/engine/contract';
import { contactsDescriptor } from '../utils/exampleDescriptor';

// Check digits worked out by hand (never by the code under test):
// CPF 529.982.247-25: 5·10+2·9+9·8+9·7+8·6+2·5+2·4+4·3+7·2 = 295, 295 mod 11 = 9 → 11−9 = 2;
//   then 5·11+2·10+9·9+9·8+8·7+2·6+2·5+4·4+7·3+2·2 = 347, 347 mod 11 = 6 → 11−6 = 5.
// CPF 111.444.777-35: 162 mod 11 = 8 → 3; 204 mod 11 = 6 → 5.
// CPF 012.345.678-90: 156 mod 11 = 2 → 9; 210 mod 11 = 1 (< 2) → 0.
// CNPJ 11.222.333/0001-81: weights 5432 98765432 → 102, mod 11 = 3 → 8; weights 65432 98765432 → 120, mod 11 = 10 → 1.
// CNPJ 12.ABC.345/01DE-35 (IN RFB 2.229/2024: ASCII − 48, so A=17 B=18 C=19 D=20 E=21):
//   1·5+2·4+17·3+18·2+19·9+3·8+4·7+5·6+0·5+1·4+20·3+21·2 = 459, 459 mod 11 = 8 → 3;
//   1·6+2·5+17·4+18·3+19·2+3·9+4·8+5·7+0·6+1·5+20·4+21·3+3·2 = 424, 424 mod 11 = 6 → 5.

const d = contactsDescriptor as unknown as ResourceDescriptor;
const ctx = { origin: 'https://painel.exemplo.com.br' };
const CPF_WRONG = { message: 'CPF inválido: confira os dígitos.' };
const CNPJ_WRONG = { message: 'CNPJ inválido: confira os dígitos.' };
const EITHER_WRONG = { message: 'CPF ou CNPJ inválido: confira os dígitos.' };
const PHONE_WRONG = { message: 'Telefone inválido: informe o DDD e o número.' };

test('a descriptor names the kinds in `kinds`', () => {
  expect(['document', 'cpf', 'cnpj', 'phone'].map((f) => kindOf(d, f))).toEqual(['cpf-cnpj', 'cpf', 'cnpj', 'phone']);
});

describe('CPF: mod 11 check digits, stored as 000.000.000-00', () => {
  const f = fieldInfo(d, 'cpf');
  test.each([
    ['529.982.247-25', '529.982.247-25'],
    ['52998224725', '529.982.247-25'],
    [' 111 444 777 35 ', '111.444.777-35'],
    ['01234567890', '012.345.678-90'],
  ])('"%s" is %s', (typed, stored) => {
    expect(kinds.cpf.parse(typed, f)).toEqual({ value: stored });
  });

  test.each(['529.982.247-26', '529.982.247-52', '111.111.111-11', '000.000.000-00', '529.982.247-2', '5299822472', '529.982.247-255', '529.982.247-25a', '11.222.333/0001-81'])(
    '"%s" is refused',
    (typed) => {
      expect(kinds.cpf.parse(typed, f)).toEqual(CPF_WRONG);
    },
  );

  test('nothing typed is no value', () => {
    expect(kinds.cpf.parse('   ', f)).toEqual({ empty: true });
  });
});

describe('CNPJ: numeric and the alphanumeric form of July 2026, stored as AA.AAA.AAA/AAAA-00 in capitals', () => {
  const f = fieldInfo(d, 'cnpj');
  test.each([
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    [' 12.abc.345/01de-35 ', '12.ABC.345/01DE-35'],
  ])('"%s" is %s', (typed, stored) => {
    expect(kinds.cnpj.parse(typed, f)).toEqual({ value: stored });
  });

  test.each([
    ['12.ABC.345/01DE-34', 'second check digit wrong'],
    ['12.ABC.345/01DE-25', 'first check digit wrong'],
    ['11.222.333/0001-80', 'numeric, check digit wrong'],
    ['12.ABC.345/01DE-3A', 'a letter where a check digit goes'],
    ['12.ABC.345/01DE-AB', 'letters in both check digits'],
    ['12.ABC.345/01D-35', '13 characters'],
    ['12.ABC.345/01DEF-35', '15 characters'],
    ['00.000.000/0000-00', 'all the same'],
    ['12.ABÇ.345/01DE-35', 'a letter the Receita does not use'],
  ])('"%s" is refused (%s)', (typed) => {
    expect(kinds.cnpj.parse(typed, f)).toEqual(CNPJ_WRONG);
  });
});

describe('CPF ou CNPJ: one field takes either, told apart by length', () => {
  const f = fieldInfo(d, 'document');
  test.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('"%s" is %s', (typed, stored) => {
    expect(kinds['cpf-cnpj'].parse(typed, f)).toEqual({ value: stored });
  });

  test.each([
    ['529.982.247-26', CPF_WRONG],
    ['111.111.111-11', CPF_WRONG],
    ['12.ABC.345/01DE-34', CNPJ_WRONG],
    ['12.ABC.345/01DE-3A', CNPJ_WRONG],
    ['1234567', EITHER_WRONG],
    ['529982247251', EITHER_WRONG],
    ['ABC45678901', EITHER_WRONG],
  ])('"%s" is refused', (typed, message) => {
    expect(kinds['cpf-cnpj'].parse(typed, f)).toEqual(message);
  });
});

describe('Telefone: DDD and number, landline or mobile, stored as (11) 3456-7890 / (11) 98765-4321', () => {
  const f = fieldInfo(d, 'phone');
  test.each([
    ['(11) 3456-7890', '(11) 3456-7890'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['+55 (21) 2345-6789', '(21) 2345-6789'],
    ['5511987654321', '(11) 98765-4321'],
    ['011 98765-4321', '(11) 98765-4321'],
    ['21.2345.6789', '(21) 2345-6789'],
    ['(61)3456-7890', '(61) 3456-7890'],
    ['(99) 5432-1098', '(99) 5432-1098'],
  ])('"%s" is %s', (typed, stored) => {
    expect(kinds.phone.parse(typed, f)).toEqual({ value: stored });
  });

  test.each([
    ['98765-4321', 'no DDD'],
    ['(20) 3456-7890', 'DDD 20 does not exist'],
    ['(11) 8765-4321', 'eight digits starting with 8: an old mobile without its 9'],
    ['(11) 88765-4321', 'nine digits not starting with 9'],
    ['(11) 3456-789', 'too short'],
    ['(11) 98765-43210', 'too long'],
    ['0800 123 4567', 'a toll-free number'],
    ['+1 212 555 0100', 'a number abroad'],
    ['(11) 98765-4321 ramal 2', 'words'],
  ])('"%s" is refused (%s)', (typed) => {
    expect(kinds.phone.parse(typed, f)).toEqual(PHONE_WRONG);
  });
});

describe('the other facets: words, CSV cells a spreadsheet keeps as text, a masked text box', () => {
  test('worded and exported as stored: leading zeros and punctuation kept', () => {
    expect(kinds.cpf.format('012.345.678-90', fieldInfo(d, 'cpf'))).toBe('012.345.678-90');
    expect(kinds.cpf.csv('012.345.678-90', fieldInfo(d, 'cpf'), ctx)).toBe('012.345.678-90');
    expect(kinds['cpf-cnpj'].csv('12.ABC.345/01DE-35', fieldInfo(d, 'document'), ctx)).toBe('12.ABC.345/01DE-35');
    expect(kinds.phone.csv('(11) 98765-4321', fieldInfo(d, 'phone'), ctx)).toBe('(11) 98765-4321');
    expect(kinds.phone.csv(undefined, fieldInfo(d, 'phone'), ctx)).toBe('');
  });

  test.each(['cpf', 'cnpj', 'cpf-cnpj', 'phone'] as const)('%s: left, sorted as text, found by the search (no filter), typed in a masked box', (kind) => {
    expect([kinds[kind].align, kinds[kind].sort, kinds[kind].filter, kinds[kind].input, kinds[kind].verbatim]).toEqual(['left', 'text', undefined, 'masked', false]);
  });

  test.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '5299', '529.9'],
    ['cpf', '529', '529'],
    ['cpf', '529.982.247-2599', '529.982.247-25'],
    ['cpf', '52a9', '529'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['cnpj', '12abc', '12.ABC'],
    ['cpf-cnpj', '52998224725', '529.982.247-25'],
    ['cpf-cnpj', '529982247251', '52.998.224/7251'],
    ['cpf-cnpj', '12a', '12.A'],
    ['phone', '1', '(1'],
    ['phone', '11', '(11'],
    ['phone', '119', '(11) 9'],
    ['phone', '1198765', '(11) 9876-5'],
    ['phone', '1134567890', '(11) 3456-7890'],
    ['phone', '11987654321', '(11) 98765-4321'],
    ['phone', '+5511987654321', '+55 (11) 98765-4321'],
    ['phone', '+5', '+5'],
    ['phone', '011987654321', '(11) 98765-4321'],
  ] as const)('%s: "%s" shows "%s" while typed', (kind, typed, shown) => {
    expect(kinds[kind].written?.mask(typed)).toBe(shown);
  });

  test.each([
    ['cpf', 1234567890, '01234567890'],
    ['cnpj', 11222333000181, '11222333000181'],
    ['cnpj', 1222333000181, '01222333000181'],
    ['cpf-cnpj', 1234567890, '01234567890'],
    ['cpf-cnpj', 1222333000181, '01222333000181'],
    ['phone', 11987654321, '11987654321'],
  ] as const)('%s: a spreadsheet number %d (its leading zeros lost) reads as "%s"', (kind, n, text) => {
    expect(kinds[kind].written?.fromNumber(n)).toBe(text);
  });
});
