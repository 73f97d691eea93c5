/** Skia writes `/CreationDate (D:20261124135452+00'00')`; only that exact shape is rewritten. */
const PDF_DATE = /\/(CreationDate|ModDate) \(D:\d{14}[+-]\d{2}'\d{2}'\)/g;

/**
 * Sets the creation and modification dates Chromium stamps into a PDF (the moment of printing)
 * to the start of `isoDate` in Japan time, so rendering the same contract twice gives the same
 * bytes and the same hash. The new value has the same length as the old, so the offsets in the
 * PDF's cross-reference table stay right. A PDF in another shape is returned as it was.
 */
export function pinPdfDates(bytes: Uint8Array, isoDate: string): Uint8Array {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  const stamp = `D:${match[1]}${match[2]}${match[3]}000000+09'00'`;
  // latin1 maps every byte to one character and back, so binary streams survive the round trip.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const pinned = text.replace(PDF_DATE, (_whole, key: string) => `/${key} (${stamp})`);
  return new Uint8Array(Buffer.from(pinned, 'latin1'));
}
