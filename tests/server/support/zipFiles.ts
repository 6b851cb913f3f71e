// Zips built byte by byte, for what no writer makes on purpose: a central directory that lies, sizes left to a
// data descriptor (bit 3), gigabytes of XML in a megabyte. Deflate only.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The entry's bytes, raw-deflated. */
  deflated: Buffer;
  crc: number;
  /** What it really unpacks to. */
  size: number;
  /** What the central directory says it unpacks to (default: the truth). */
  saysSize?: number;
  /** Bit 3: the local header says nothing of the sizes; a data descriptor after the data does. */
  descriptor?: boolean;
}

export const entry = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text, 'utf8');
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
};

/**
 * `head`, then `segment` `times` over, then `tail`, deflated: each piece compressed once and ended by a full flush
 * (byte-aligned, no reference to what came before), so repeating the segment's bytes repeats what it unpacks to.
 */
export function repeated(name: string, head: string, segment: string, times: number, tail = ''): ZipEntry {
  const piece = (text: string) => deflateRawSync(Buffer.from(text, 'utf8'), { finishFlush: constants.Z_FULL_FLUSH });
  const seg = Buffer.from(segment, 'utf8');
  const segDeflated = piece(segment);
  let crc = crc32(head);
  for (let i = 0; i < times; i++) crc = crc32(seg, crc);
  crc = crc32(tail, crc);
  const last = deflateRawSync(Buffer.alloc(0));
  const deflated = Buffer.concat([piece(head), ...Array.from({ length: times }, () => segDeflated), piece(tail), last]);
  return { name, deflated, crc, size: Buffer.byteLength(head) + seg.length * times + Buffer.byteLength(tail) };
}

/** The zip of these entries, in this order. */
export function zip(entries: ZipEntry[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const flags = 0x0800 | (e.descriptor ? 0x0008 : 0);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(flags, 6);
    head.writeUInt16LE(8, 8);
    head.writeUInt16LE(0x21, 12); // 1 Jan 1980
    head.writeUInt32LE(e.descriptor ? 0 : e.crc, 14);
    head.writeUInt32LE(e.descriptor ? 0 : e.deflated.length, 18);
    head.writeUInt32LE(e.descriptor ? 0 : e.size, 22);
    head.writeUInt16LE(name.length, 26);
    const parts = [head, name, e.deflated];
    if (e.descriptor) {
      const d = Buffer.alloc(16);
      d.writeUInt32LE(0x08074b50, 0);
      d.writeUInt32LE(e.crc, 4);
      d.writeUInt32LE(e.deflated.length, 8);
      d.writeUInt32LE(e.size, 12);
      parts.push(d);
    }
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(flags, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt16LE(0x21, 14);
    dir.writeUInt32LE(e.crc, 16);
    dir.writeUInt32LE(e.deflated.length, 20);
    dir.writeUInt32LE(e.saysSize ?? e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    local.push(...parts);
    offset += parts.reduce((n, p) => n + p.length, 0);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An XLSX's parts around its first sheet (and its shared strings, when given): what Excel needs to open it. */
export function workbook(sheet: ZipEntry, sharedStrings?: ZipEntry): ZipEntry[] {
  return [
    entry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${sharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
    ),
    entry('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    entry('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    entry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ),
    ...(sharedStrings ? [sharedStrings] : []),
    sheet,
  ];
}

/** The start of a sheet's XML, up to where its rows go. */
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
