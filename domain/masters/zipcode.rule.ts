/**
 * Zipcodes are stored as 7 ASCII digits and shown as `〒123-4567`. Sellers type them in many
 * shapes (full-width digits from a Japanese IME, a leading 〒, a long-vowel mark where a hyphen
 * was meant), so every entry point normalises first and rejects what is not exactly 7 digits.
 */

// An IME user reaching for a hyphen may produce any of these; NFKC folds only some of them.
const DASHES = /[-‐‑‒–—―−ー－ｰ]/g;
const SPACES = /\s/g;
const ZIPCODE_SHAPE = /^([0-9]{3})-?([0-9]{4})$/;
const DIGITS_ONLY = /^[0-9]{7}$/;

/**
 * The 7 ASCII digits of a zipcode typed as `1234567`, `123-4567`, `１２３－４５６７` or
 * `〒123-4567` (spaces anywhere are ignored), or null when it is not exactly 7 digits.
 * A hyphen is accepted only between the 3rd and 4th digit, where it is written in Japan.
 */
export function normalizeZipcode(input: string): string | null {
  // NFKC turns full-width digits into ASCII and the circled postal mark 〶 into 〒.
  const compact = input.normalize('NFKC').replace(SPACES, '').replace(DASHES, '-');
  const withoutMark = compact.startsWith('〒') ? compact.slice(1) : compact;
  const match = ZIPCODE_SHAPE.exec(withoutMark);
  return match ? `${match[1]}${match[2]}` : null;
}

/**
 * `〒123-4567` for the 7 stored digits. Anything else is a bug upstream (input is normalised
 * before it is stored), so it throws instead of showing a half-formatted code.
 */
export function formatZipcode(digits: string): string {
  if (!DIGITS_ONLY.test(digits)) {
    throw new RangeError(`zipcode must be 7 ASCII digits, got ${JSON.stringify(digits)}`);
  }
  return `〒${digits.slice(0, 3)}-${digits.slice(3)}`;
}
