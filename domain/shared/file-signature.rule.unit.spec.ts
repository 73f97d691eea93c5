import { detectFileType } from './file-signature.rule';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52);
const PDF = ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
const WEBP = concat(ascii('RIFF'), bytes(0x24, 0x00, 0x00, 0x00), ascii('WEBPVP8 '));
const HEIC = concat(bytes(0x00, 0x00, 0x00, 0x18), ascii('ftypheic'), bytes(0, 0, 0, 0), ascii('mif1heic'));

describe('File signature / what the first bytes say', () => {
  it.each([
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a PDF', PDF, 'application/pdf'],
    ['a WEBP', WEBP, 'image/webp'],
    ['an iPhone HEIC photo', HEIC, 'image/heic'],
  ])('detects %s', (_name, file, type) => {
    expect(detectFileType(file)).toBe(type);
  });

  it('needs only the signature itself', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
    expect(detectFileType(ascii('%PDF-'))).toBe('application/pdf');
    expect(detectFileType(concat(ascii('RIFF'), bytes(0, 0, 0, 0), ascii('WEBP')))).toBe('image/webp');
  });
});

describe('File signature / what is refused', () => {
  it.each([
    ['an HTML page', ascii('<!DOCTYPE html><html><body>not an image</body></html>')],
    ['an SVG with script', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['plain text', ascii('%PDF is what this text talks about')],
    ['an empty buffer', new Uint8Array(0)],
    ['two bytes of a JPEG', bytes(0xff, 0xd8)],
    ['seven bytes of a PNG', PNG.slice(0, 7)],
    ['four bytes of a PDF', ascii('%PDF')],
    ['a PNG signature at offset 1', concat(bytes(0x00), PNG)],
    ['an MP4 video, which is also an ftyp box', concat(bytes(0, 0, 0, 0x20), ascii('ftypisom'), bytes(0, 0, 2, 0))],
    ['an AVIF image', concat(bytes(0, 0, 0, 0x1c), ascii('ftypavif'), bytes(0, 0, 0, 0), ascii('avifmif1'))],
    ['a RIFF file that is not WEBP (WAVE audio)', concat(ascii('RIFF'), bytes(0x24, 0, 0, 0), ascii('WAVEfmt '))],
    ['WEBP at offset 8 without RIFF before it', concat(ascii('JUNK'), bytes(0, 0, 0, 0), ascii('WEBP'))],
    ['a RIFF WEBP header cut short', concat(ascii('RIFF'), bytes(0, 0, 0, 0), ascii('WEB'))],
  ])('finds nothing in %s', (_name, file) => {
    expect(detectFileType(file)).toBeNull();
  });
});
