/**
 * A file's type as its first bytes say, never as its name or the client's Content-Type claim:
 * an HTML page renamed to .jpg or an SVG with script matches none of these.
 */
export type DetectedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf';

const SIGNATURES: ReadonlyArray<{ type: DetectedType; at: number; bytes: readonly number[] }> = [
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', at: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/webp', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
];

/** Major brands of the HEIF files phones take photos in (ISO/IEC 23008-12), after `ftyp` at byte 4. */
const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].map((brand) => [...brand].map((character) => character.charCodeAt(0)));
const FTYP = [0x66, 0x74, 0x79, 0x70];

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, 4, FTYP) && HEIC_BRANDS.some((brand) => startsWith(bytes, 8, brand))) return 'image/heic';
  for (const signature of SIGNATURES) {
    if (bytes.length < signature.at + signature.bytes.length) continue;
    if (signature.type === 'image/webp' && !startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46])) continue;
    if (startsWith(bytes, signature.at, signature.bytes)) return signature.type;
  }
  return null;
}

function startsWith(bytes: Uint8Array, at: number, expected: readonly number[]): boolean {
  return expected.every((byte, index) => bytes[at + index] === byte);
}
