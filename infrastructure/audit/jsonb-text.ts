/**
 * A JSON value printed as PostgreSQL prints the jsonb it is stored as, so a process can hash the
 * text the verifier will read back without asking the database:
 * - an object's keys sorted by their length in UTF-8 bytes, then by those bytes, each once;
 * - ", " between elements and members, ": " after a key, nothing inside an empty `{}` or `[]`;
 * - a string escaped as JSON.stringify escapes it (the quote, the backslash, \b \f \n \r \t, other
 *   control characters as lower-case \u00xx), everything else as it is;
 * - a number as numeric prints it: in plain digits, never with an exponent.
 * The value is what JSON.parse gives for the text the database is sent.
 */
export function jsonbText(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return numericText(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      return Array.isArray(value) ? arrayText(value) : objectText(value as Record<string, unknown>);
    default:
      throw new TypeError(`not a JSON value: ${typeof value}`);
  }
}

function arrayText(values: unknown[]): string {
  let text = '[';
  for (let index = 0; index < values.length; index++) text += (index === 0 ? '' : ', ') + jsonbText(values[index]);
  return `${text}]`;
}

function objectText(object: Record<string, unknown>): string {
  const keys = Object.keys(object);
  if (keys.length > 1) keys.sort(jsonbKeyOrder);
  let text = '{';
  for (let index = 0; index < keys.length; index++) {
    text += `${index === 0 ? '' : ', '}${JSON.stringify(keys[index])}: ${jsonbText(object[keys[index]])}`;
  }
  return `${text}}`;
}

/** jsonb's order of keys: the shorter in UTF-8 bytes first, then byte by byte. */
function jsonbKeyOrder(a: string, b: string): number {
  const left = Buffer.byteLength(a, 'utf8');
  const right = Buffer.byteLength(b, 'utf8');
  if (left !== right) return left - right;
  // A byte a character (ASCII): the characters' order is the bytes' order.
  if (left === a.length && right === b.length) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * A number as numeric prints what JSON.stringify wrote for it: integers and the plain decimals
 * JavaScript writes as they are, an exponent (1e+21, 1.5e-7) spelled out in digits, with as many
 * decimals as the exponent leaves (0.00000015).
 */
export function numericText(value: number): string {
  if (!Number.isFinite(value)) return 'null';
  const written = String(value);
  const exponentAt = written.indexOf('e');
  if (exponentAt < 0) return written;
  const negative = written.startsWith('-');
  const mantissa = written.slice(negative ? 1 : 0, exponentAt);
  const exponent = Number(written.slice(exponentAt + 1));
  const point = mantissa.indexOf('.');
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  // Where the decimal point falls in `digits` once the exponent has moved it.
  const integerDigits = (point < 0 ? mantissa.length : point) + exponent;
  let text: string;
  if (integerDigits <= 0) text = `0.${'0'.repeat(-integerDigits)}${digits}`;
  else if (integerDigits >= digits.length) text = digits + '0'.repeat(integerDigits - digits.length);
  else text = `${digits.slice(0, integerDigits)}.${digits.slice(integerDigits)}`;
  return negative ? `-${text}` : text;
}
