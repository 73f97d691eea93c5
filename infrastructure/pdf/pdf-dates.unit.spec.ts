import { pinPdfDates } from './pdf-dates';

const encode = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const decode = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('pinPdfDates', () => {
  it('sets the creation and modification dates to the given day in Japan time, keeping every offset', () => {
    const pdf = `%PDF-1.4\n\xe2\xe3\xcf\xd3\n<</Creator (x)\n/CreationDate (D:20261124135452+00'00')\n/ModDate (D:20261124135452+00'00')>>\nstream\xff\x00\x80\nxref`;
    const pinned = pinPdfDates(encode(pdf), '2026-11-20');
    expect(decode(pinned)).toBe(pdf.replaceAll("D:20261124135452+00'00'", "D:20261120000000+09'00'"));
    expect(pinned.length).toBe(encode(pdf).length);
  });

  it('leaves a PDF whose dates have another shape as it was', () => {
    const pdf = '%PDF-1.7\n/CreationDate (D:20261124)\n';
    expect(decode(pinPdfDates(encode(pdf), '2026-11-20'))).toBe(pdf);
  });
});
