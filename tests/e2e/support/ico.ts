/**
 * Reads an ICO file's directory, independently of lib/build/icons.ts which
 * writes it: the header (reserved 0, type 1, count) and one 16-byte entry per
 * picture (width and height, 0 meaning 256; planes; bits per pixel; byte
 * count; offset), with each picture's bytes.
 */
export interface IcoEntry {
  width: number;
  height: number;
  planes: number;
  bitCount: number;
  bytes: number;
  offset: number;
  data: Buffer;
}

export function readIco(file: Buffer): { type: number; entries: IcoEntry[] } {
  if (file.length < 6 || file.readUInt16LE(0) !== 0) throw new Error('not an ICO file: the header does not start with 0');
  const type = file.readUInt16LE(2);
  const count = file.readUInt16LE(4);
  const entries: IcoEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + 16 * i;
    const bytes = file.readUInt32LE(at + 8);
    const offset = file.readUInt32LE(at + 12);
    if (offset + bytes > file.length) throw new Error(`ICO entry ${i} points past the end of the file`);
    entries.push({
      width: file.readUInt8(at) || 256,
      height: file.readUInt8(at + 1) || 256,
      planes: file.readUInt16LE(at + 4),
      bitCount: file.readUInt16LE(at + 6),
      bytes,
      offset,
      data: file.subarray(offset, offset + bytes),
    });
  }
  return { type, entries };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
