// @vitest-environment node
// An XLSX's first sheet read as a stream (src/server/import/xlsx): what read-excel-file gave the import, row by
// row, and the limits that keep a workbook's memory bounded.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from '../../src/server/import/xlsx';
import { SharedStrings } from '../../src/server/import/xlsx/sharedStrings';
import { tempDir } from './helpers';
import { entry, repeated, SHEET_HEAD, SHEET_TAIL, workbook, zip, type ZipEntry } from './support/zipFiles';

const dir = tempDir('painel-xlsx-');
let n = 0;

async function rowsOf(file: Buffer): Promise<unknown[][]> {
  const path = join(dir, `${++n}.xlsx`);
  writeFileSync(path, file);
  const rows: unknown[][] = [];
  for await (const row of xlsxRows(path)) rows.push(row);
  return rows;
}

/** A workbook of this sheet XML (its rows), with these shared strings and styles, and these workbook properties. */
function book(rows: string, { strings, styles, workbookPr = '' }: { strings?: string; styles?: string; workbookPr?: string } = {}): Buffer {
  const parts = workbook(entry('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${rows}${SHEET_TAIL}`), strings === undefined ? undefined : entry('xl/sharedStrings.xml', `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings}</sst>`));
  const more: ZipEntry[] = [];
  if (styles !== undefined) more.push(entry('xl/styles.xml', `<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${styles}</styleSheet>`));
  const withProps = parts.map((p) =>
    p.name === 'xl/workbook.xml' && workbookPr ? entry(p.name, `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${workbookPr}<sheets><sheet name="P" sheetId="1" r:id="rId1"/></sheets></workbook>`) : p,
  );
  return zip([...withProps, ...more]);
}

describe('what a sheet says, as the import read it before', () => {
  it('a workbook as write-excel-file makes it: text trimmed, numbers, dates by their format, yes/no, empty cells as null', async () => {
    const file = await writeXlsxFile([
      [{ value: 'Nome' }, { value: 'Preço' }, { value: 'Data' }, { value: 'Ativo' }, { value: 'Quando' }],
      [{ value: '  Placa  ' }, { value: 1234.5, format: '#,##0.00' }, { value: new Date(Date.UTC(2026, 0, 31)), format: 'dd/mm/yyyy' }, { value: true }, { value: new Date(Date.UTC(2026, 0, 31, 13, 45)), format: 'dd/mm/yyyy hh:mm' }],
      [null, null, null, null, null],
      [{ value: 'Só nome' }, null, { value: new Date(Date.UTC(1999, 11, 31)), format: '[$-416]d\\ mmmm\\ yyyy;@' }, { value: false }, { value: 0.42, format: '0%' }],
      [{ value: '' }, { value: 'Promoção' }],
    ] as never).toBuffer();
    expect(await rowsOf(file)).toEqual([
      ['Nome', 'Preço', 'Data', 'Ativo', 'Quando'],
      ['Placa', 1234.5, new Date('2026-01-31T00:00:00.000Z'), true, new Date('2026-01-31T13:45:00.000Z')],
      [],
      ['Só nome', null, new Date('1999-12-31T00:00:00.000Z'), false, 0.42],
      [null, 'Promoção'],
    ]);
  });

  it('shared strings, inline strings, rich text without its phonetic guide, escapes, formula text, ISO dates, errors as empty', async () => {
    const strings = '<si><t>Nome</t></si><si><r><rPr><b/></rPr><t>Placa </t></r><r><t xml:space="preserve">Dupla</t></r><rPh><t>ぷらか</t></rPh></si><si><t>Linha_x000D_Dois</t></si><si><t>  </t></si>';
    const rows =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>Outra &amp; mais</t></is></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="inlineStr"><is><r><t>Em </t></r><r><rPr><i/></rPr><t>partes</t></r></is></c><c r="C2" t="s"><v>2</v></c></row>' +
      '<row r="3"><c r="A3" t="str"><f>A1&amp;"!"</f><v>Nome!</v></c><c r="B3" t="d"><v>2026-05-01T00:00:00Z</v></c><c r="C3" t="e"><v>#N/A</v></c><c r="D3" t="s"><v>3</v></c><c r="E3" t="b"><v>1</v></c></row>';
    expect(await rowsOf(book(rows, { strings }))).toEqual([
      ['Nome', 'Outra & mais'],
      ['Placa Dupla', 'Em partes', 'Linha\rDois'],
      ['Nome!', new Date('2026-05-01T00:00:00.000Z'), null, null, true],
    ]);
  });

  it('row numbers are the spreadsheet\'s: rows and cells the XML skips count, and cells without a reference follow the last', async () => {
    const rows = '<row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c><c r="C1"><v>3</v></c></row><row r="4"><c><v>1</v></c><c><v>2</v></c></row><row><c r="B5"><v>5</v></c></row>';
    expect(await rowsOf(book(rows))).toEqual([['Nome', null, 3], [], [], [1, 2], [null, 5]]);
  });

  it('dates by the style\'s number format: built-in (14), the workbook\'s own (from 100), a base style\'s; a number format stays a number', async () => {
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="#,##0.00 &quot;dias&quot;"/></numFmts>' +
      '<cellStyleXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="5"><xf numFmtId="0" xfId="0"/><xf numFmtId="14" xfId="0"/><xf numFmtId="164" xfId="0"/><xf numFmtId="165" xfId="0"/><xf xfId="1"/></cellXfs>';
    const rows = '<row r="1"><c r="A1" s="0"><v>46023</v></c><c r="B1" s="1"><v>46023</v></c><c r="C1" s="2"><v>46023.5</v></c><c r="D1" s="3"><v>46023</v></c><c r="E1" s="4"><v>46023</v></c></row>';
    expect(await rowsOf(book(rows, { styles }))).toEqual([[46023, new Date('2026-01-01T00:00:00.000Z'), new Date('2026-01-01T12:00:00.000Z'), 46023, new Date('2026-01-01T00:00:00.000Z')]]);
  });

  it('the 1904 date system (old Macs) counts from 1 Jan 1904', async () => {
    const styles = '<cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs>';
    expect(await rowsOf(book('<row r="1"><c r="A1" s="1"><v>44561</v></c></row>', { styles, workbookPr: '<workbookPr date1904="1"/>' }))).toEqual([[new Date('2026-01-01T00:00:00.000Z')]]);
  });

  it('a sheet whose tags carry a namespace prefix (x:row) reads the same', async () => {
    const file = zip(
      workbook(entry('xl/worksheets/sheet1.xml', '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Com prefixo</x:t></x:is></x:c><x:c r="B1"><x:v>7</x:v></x:c></x:row></x:sheetData></x:worksheet>')),
    );
    expect(await rowsOf(file)).toEqual([['Com prefixo', 7]]);
  });
});

describe('limits that keep a workbook\'s memory flat, each a 413 suggesting CSV', () => {
  const refusal = (file: Buffer) => rowsOf(file).then(() => undefined, (e: { statusCode?: number; message: string }) => [e.statusCode, e.message]);

  it('a cell past Excel\'s 32,767 characters', async () => {
    const long = `<row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(32_768)}</t></is></c></row>`;
    expect(await refusal(book(long))).toEqual([413, 'A planilha é grande demais para XLSX (uma célula com mais de 32.767 caracteres): envie-a como CSV, ou em partes.']);
    expect(await rowsOf(book(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(32_767)}</t></is></c></row>`))).toEqual([['a'.repeat(32_767)]]);
  });

  it('a row past 1 million characters, made of one shared string named again and again', async () => {
    const cells = Array.from({ length: 40 }, () => '<c t="s"><v>0</v></c>').join('');
    expect(await refusal(book(`<row r="1">${cells}</row>`, { strings: `<si><t>${'b'.repeat(30_000)}</t></si>` }))).toEqual([
      413,
      'A planilha é grande demais para XLSX (uma linha com mais de 1 milhão de caracteres): envie-a como CSV, ou em partes.',
    ]);
  });

  it('a text or a tag that never ends is not gathered past 1 MB', async () => {
    const endless = zip(workbook(repeated('xl/worksheets/sheet1.xml', `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`, 'c'.repeat(64 * 1024), 40)));
    expect(await refusal(endless)).toEqual([413, 'A planilha é grande demais para XLSX (uma célula ou marcação com mais de 1 MB): envie-a como CSV, ou em partes.']);
  });

  it('shared strings past 24 MB of text; each string comes back whole, across the buffers that hold them', () => {
    const strings = new SharedStrings();
    const mib = 1024 * 1024;
    strings.add('a'.repeat(mib - 3));
    strings.add('ção'); // 6 bytes: 3 in the first buffer, 3 in the second
    strings.add('');
    strings.add('fim');
    expect([strings.get(0).length, strings.get(1), strings.get(2), strings.get(3)]).toEqual([mib - 3, 'ção', '', 'fim']);
    for (let i = 0; i < 22; i++) strings.add('d'.repeat(mib));
    expect(() => strings.add('d'.repeat(mib))).toThrow('A planilha é grande demais para XLSX (mais de 24 MB de textos distintos): envie-a como CSV, ou em partes.');
    expect(() => strings.get(26)).toThrow('Não foi possível ler a planilha XLSX: salve-a de novo no Excel ou envie um CSV.');
  });

  it('what is not a readable workbook: 400', async () => {
    const broken = (rows: string) => rowsOf(book(rows)).then(() => undefined, (e: { statusCode?: number }) => e.statusCode);
    expect(await broken('<row r="2"/><row r="1"/>')).toBe(400);
    expect(await broken('<row r="1"><c r="B1"><v>1</v></c><c r="A1"><v>2</v></c></row>')).toBe(400);
    expect(await broken('<row r="1"><c r="A1" t="s"><v>9</v></c></row>')).toBe(400);
    expect(await broken('<row r="1"><c r="A1"><v>dez</v></c></row>')).toBe(400);
    expect(await broken('<row r="1"><c r="A1">')).toBe(400);
  });
});
