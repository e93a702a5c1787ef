import type { Buffer } from 'node:buffer';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes and may carry a comment of up to 65,535 more. */
const END_SEARCH_BYTES = 22 + 0xffff;

/**
 * The bytes a ZIP archive (an XLSX) says it unpacks to, summed from its central directory; null when the
 * bytes are not a ZIP archive. Read before unpacking so a small file that unpacks to gigabytes (a "zip
 * bomb") is refused without unpacking it. A ZIP64 size counts as infinite: no workbook here needs one.
 */
export function unpackedZipBytes(zip: Buffer): number | null {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH_BYTES); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}
