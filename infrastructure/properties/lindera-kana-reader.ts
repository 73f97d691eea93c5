import { TokenizerBuilder, type Tokenizer } from 'lindera-wasm-nodejs-ipadic';
import type { KanaReader } from '../../read-models/shared/kana-reader';

/** The fields of a Lindera IPADIC token this reader uses; a word the dictionary lacks has no reading. */
interface LinderaToken {
  surface: string;
  reading?: string;
}

/** Distinct texts whose reading is kept: listings share titles and municipalities (熱海市) by the thousand. */
const CACHED_TEXTS = 50_000;

/**
 * Kana readings from Lindera (a morphological analyser in Rust, run as WebAssembly) with the
 * IPADIC dictionary built in (docs/japanese-search.md says why this one). The dictionary is
 * loaded on the first reading, not at start: a process that projects no listing never pays for
 * it. Readings are kept per distinct text, so a rebuild analyses each title and municipality once.
 */
export class LinderaKanaReader implements KanaReader {
  private tokenizer: Tokenizer | null = null;
  private readonly readings = new Map<string, string>();

  constructor(private readonly cachedTexts = CACHED_TEXTS) {}

  reading(text: string): string {
    const known = this.readings.get(text);
    if (known !== undefined) return known;
    const tokens = this.loaded().tokenize(text) as LinderaToken[];
    const reading = tokens.map((token) => (token.reading && token.reading !== '*' ? token.reading : token.surface)).join('');
    // The oldest reading makes room: Map keeps insertion order.
    if (this.readings.size >= this.cachedTexts) this.readings.delete(this.readings.keys().next().value as string);
    this.readings.set(text, reading);
    return reading;
  }

  private loaded(): Tokenizer {
    if (!this.tokenizer) {
      const builder = new TokenizerBuilder();
      builder.setDictionary('embedded://ipadic');
      builder.setMode('normal');
      // Spaces stay, so two words never run together into a third that neither text holds.
      builder.setKeepWhitespace(true);
      this.tokenizer = builder.build();
    }
    return this.tokenizer;
  }
}
