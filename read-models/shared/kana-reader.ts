/**
 * How a Japanese text is read aloud, in kana (古民家 → コミンカ, 熱海市 → アタミシ): what a reader
 * types who does not know, or does not bother with, the kanji. A morphological analyser with a
 * dictionary gives it; for one dictionary the same text always reads the same, so a projector
 * that uses it stays a pure fold (a new dictionary calls for a new projector version).
 */
export interface KanaReader {
  /** The reading of the whole text, word after word; words the dictionary lacks as written. */
  reading(text: string): string;
}
