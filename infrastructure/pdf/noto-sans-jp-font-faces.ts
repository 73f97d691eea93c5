import { readFileSync } from 'node:fs';

const WEIGHTS = [400, 700] as const;

let cached: string | undefined;

/**
 * `@font-face` rules for Noto Sans JP (SIL Open Font License, from @fontsource/noto-sans-jp),
 * the fonts inlined as data URLs: the page loads nothing from outside, and every machine lays the
 * contract out with the same glyphs whatever fonts it has installed. The `japanese` files hold
 * the whole font (kana, JIS level 1-4 kanji including 𠮷, Latin), not one slice of it.
 */
export function notoSansJpFontFaces(): string {
  cached ??= WEIGHTS.map((weight) => {
    const file = require.resolve(`@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-${weight}-normal.woff2`);
    const data = readFileSync(file).toString('base64');
    return `@font-face { font-family: 'Noto Sans JP'; font-style: normal; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format('woff2'); }`;
  }).join('\n');
  return cached;
}
