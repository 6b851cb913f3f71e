// @vitest-environment node
// An XLSX is a zip: what it unpacks to is counted as it inflates, whatever its headers say, and it is read as a
// stream. A real server process, its resident memory read from /proc: a few people uploading at once must not
// reach the OOM killer.
import { readFileSync, writeFileSync } from 'node:fs';
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { signInWithPrinted, startServer, type ServerProcess } from './support/serverProcess';
import { entry, repeated, SHEET_HEAD, SHEET_TAIL, workbook, zip, type ZipEntry } from './support/zipFiles';

const MiB = 1024 * 1024;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDir() });
  ({ token } = await signInWithPrinted(server));
}, 60_000);
afterAll(() => server?.stop());

const statusOf = (field: 'VmRSS' | 'VmHWM') => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'));
  return Number(m![1]) * 1024;
};

/** The answer, how long it took, and how far the server's resident memory rose above where it was (its peak). */
async function measured(url: string, form: FormData) {
  // The peak (VmHWM) starts again from the present resident size (Linux: 5 > clear_refs).
  writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
  const before = statusOf('VmRSS');
  const started = Date.now();
  const res = await fetch(`${server.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, seconds: (Date.now() - started) / 1000, grewMiB: (statusOf('VmHWM') - before) / MiB };
}

const dryRun = (file: Buffer, name = 'planilha.xlsx') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return measured('/api/painel/import/services?dryRun=true', form);
};

const inline = (text: string, ref?: string) => `<c${ref ? ` r="${ref}"` : ''} t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER = `<row r="1">${inline('Nome', 'A1')}${inline('Preço (R$)', 'B1')}${inline('Notas', 'C1')}</row>`;
/** About 1 MiB of data rows, without row numbers (each follows the last). */
const MIB_OF_ROWS = `<row>${inline('Placa Repetida')}<c><v>10</v></c></row>`.repeat(Math.ceil(MiB / 60));

const TOO_LARGE = 'A planilha é grande demais para XLSX (mais de 100 MB descompactada): envie-a como CSV, ou em partes.';

describe('an XLSX never unpacks past the limit, whatever its headers say', () => {
  it('sizes in a data descriptor (bit 3) and a central directory that says 1,000 bytes, for 1 GiB of sheet: 413 as it passes them, memory flat', async () => {
    const sheet = repeated('xl/worksheets/sheet1.xml', SHEET_HEAD + HEADER, MIB_OF_ROWS, 1024);
    const bomb = zip(workbook({ ...sheet, descriptor: true, saysSize: 1000 }));
    expect(bomb.length).toBeLessThan(8 * MiB);
    const { status, body, seconds, grewMiB } = await dryRun(bomb);
    expect([status, body.message]).toEqual([413, 'A planilha é grande demais para XLSX (descompacta mais do que o próprio arquivo declara): envie-a como CSV, ou em partes.']);
    expect(seconds).toBeLessThan(30);
    expect(grewMiB).toBeLessThanOrEqual(64);
  });

  it('an honest sheet of 150 MiB: refused (413) from its directory, before anything is inflated', async () => {
    const sheet = repeated('xl/worksheets/sheet1.xml', SHEET_HEAD + HEADER, MIB_OF_ROWS, 150, SHEET_TAIL);
    const { status, body, seconds, grewMiB } = await dryRun(zip(workbook(sheet)));
    expect([status, body.message]).toEqual([413, TOO_LARGE]);
    expect(seconds).toBeLessThan(30);
    expect(grewMiB).toBeLessThanOrEqual(64);
  });

  it('an honest workbook near the limits (shared strings of 23 MB, the most it keeps; 15 MB of sheet) is read as a stream: 200, memory flat', async () => {
    // 520,000 shared strings of 45 bytes; 3,000 rows as Excel writes them (numbered), that each name one and
    // carry a 5 kB note.
    const strings = repeated('xl/sharedStrings.xml', '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">', '<si><t>Placa de um texto repetido para a memória</t></si>', 520_000, '</sst>');
    const note = 'x'.repeat(5_000);
    const rows = Array.from({ length: 3000 }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${519_999 - i}</v></c><c r="B${i + 2}"><v>25.5</v></c>${inline(note, `C${i + 2}`)}</row>`);
    const sheet = entry('xl/worksheets/sheet1.xml', SHEET_HEAD + HEADER + rows.join('') + SHEET_TAIL);
    expect(sheet.size).toBeGreaterThan(14 * MiB);
    const { status, body, seconds, grewMiB } = await dryRun(zip(workbook(sheet, strings)));
    expect(status).toBe(200);
    expect(body).toMatchObject({ rows: 3000, create: 3000, problemCount: 0 });
    expect((body.preview as { values: Record<string, string> }[])[0].values).toEqual({ name: 'Placa de um texto repetido para a memória', price: 'R$\u00a025,50' });
    expect(seconds).toBeLessThan(30);
    expect(grewMiB).toBeLessThanOrEqual(64);
  }, 60_000);
});

describe('a CSV is read a record at a time, and a record has a limit too', () => {
  it('one cell of 45 MB (a quote left open gathers the rest of the file): 413, memory flat', async () => {
    const { status, body, seconds, grewMiB } = await dryRun(Buffer.from(`Nome;Preço (R$)\r\n"${'y'.repeat(45 * MiB)}";10\r\n`), 'planilha.csv');
    expect([status, body.message]).toEqual([413, 'Uma linha do CSV passa de 1 milhão de caracteres (perto da linha 2): confira as aspas (uma aspa sem par junta as linhas seguintes).']);
    expect(seconds).toBeLessThan(30);
    expect(grewMiB).toBeLessThanOrEqual(64);
  });
});

describe('the other archives the server opens: an upload\'s type is sniffed from its bytes', () => {
  const upload = (data: Buffer, name: string) => {
    const form = new FormData();
    form.append('title', 'Arquivo compactado');
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return measured('/api/banners', form);
  };

  it('a zip whose [Content_Types].xml unpacks to 1 GiB, and a gzip of 1 GiB: refused as no image, memory flat', async () => {
    const types: ZipEntry = { ...repeated('[Content_Types].xml', '<?xml version="1.0"?><Types>', '<Default Extension="x" ContentType="y"/>'.repeat(26_000), 1024), saysSize: 1000 };
    const zipped = await upload(zip([types]), 'foto.png');
    expect(zipped.status).toBe(400);
    expect(zipped.grewMiB).toBeLessThanOrEqual(64);

    // 1 GiB of zeros, gzipped: a gzip's own member is made of a full-flush deflate segment repeated.
    const zeros = Buffer.alloc(MiB);
    const segment = deflateRawSync(zeros, { finishFlush: constants.Z_FULL_FLUSH });
    let crc = 0;
    for (let i = 0; i < 1024; i++) crc = crc32(zeros, crc);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc, 0);
    trailer.writeUInt32LE((1024 * MiB) >>> 0, 4);
    const gzip = Buffer.concat([gzipSync(Buffer.alloc(0)).subarray(0, 10), ...Array.from({ length: 1024 }, () => segment), deflateRawSync(Buffer.alloc(0)), trailer]);
    const gzipped = await upload(gzip, 'foto.png');
    expect(gzipped.status).toBe(400);
    expect(gzipped.grewMiB).toBeLessThanOrEqual(64);
  });
});


