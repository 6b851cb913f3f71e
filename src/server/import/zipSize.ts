import { open } from 'node:fs/promises';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes, after at most a 64 KiB comment. */
const TAIL = 22 + 0xffff;

/**
 * What a zip (an XLSX) says its entries unpack to, summed, read from its central directory without unpacking
 * anything; undefined when it is not a zip this can read. ZIP64 sizes (4 GiB and up) count as Infinity.
 */
export async function unzippedSize(path: string): Promise<number | undefined> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, TAIL);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) if (tail.readUInt32LE(i) === END_OF_DIRECTORY) { end = i; break; }
    if (end < 0) return undefined;
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff || directorySize === 0xffffffff || entries === 0xffff) return Infinity;
    if (directoryOffset + directorySize > size) return undefined;
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let total = 0;
    for (let at = 0, n = 0; n < entries; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
      const unpacked = directory.readUInt32LE(at + 24);
      if (unpacked === 0xffffffff) return Infinity;
      total += unpacked;
      at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return total;
  } finally {
    await file.close();
  }
}
