import { normalizeText, unsafeCharacterIn, unsafeCharacterMessage } from './safe-text.rule';

describe('Safe text', () => {
  it('is composed to NFC, so a kana typed with a combining mark is the same kana', () => {
    expect(normalizeText('\u304B\u3099')).toBe('が');
    expect(normalizeText('Jose\u0301')).toBe('José');
  });

  it('lets ordinary Japanese, full-width letters, emoji and flags through', () => {
    for (const text of ['山の家さがし', 'ＡＢＣ　１２３', '🏠', '👨‍👩‍👧', '👩🏽‍💻', '🏳️‍🌈', '〒100-0001 東京都千代田区']) {
      expect(unsafeCharacterIn(text)).toBeNull();
    }
  });

  it('refuses control characters, C0 and C1 alike', () => {
    expect(unsafeCharacterIn('a\u0000b')).toBe('control');
    expect(unsafeCharacterIn('a\u001Bb')).toBe('control');
    expect(unsafeCharacterIn('a\u007Fb')).toBe('control');
    expect(unsafeCharacterIn('a\u0085b')).toBe('control');
    expect(unsafeCharacterIn('a\u009Fb', { multiline: true })).toBe('control');
  });

  it('allows line breaks and tabs in multi-line fields only', () => {
    for (const text of ['一行目\n二行目', '一行目\r\n二行目', '列\t列']) {
      expect(unsafeCharacterIn(text, { multiline: true })).toBeNull();
      expect(unsafeCharacterIn(text)).toBe('line_break');
    }
  });

  it('refuses half a character (a lone surrogate)', () => {
    expect(unsafeCharacterIn('a\uD800b')).toBe('lone_surrogate');
    expect(unsafeCharacterIn('a\uDC00')).toBe('lone_surrogate');
    expect(unsafeCharacterIn('𠮷')).toBeNull();
  });

  it('refuses bidirectional overrides and isolates', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(unsafeCharacterIn(`photo${String.fromCharCode(code)}gpj.exe`, { multiline: true })).toBe('bidi_control');
    }
  });

  it('refuses zero-width characters and the line separators', () => {
    for (const code of [0x200b, 0x200c, 0x2060, 0xfeff, 0x2028, 0x2029]) {
      expect(unsafeCharacterIn(`運${String.fromCharCode(code)}営`, { multiline: true })).toBe('invisible');
    }
  });

  it('refuses a zero-width joiner that does not join two emoji', () => {
    expect(unsafeCharacterIn('運\u200D営')).toBe('invisible');
    expect(unsafeCharacterIn('🏠\u200D')).toBe('invisible');
    expect(unsafeCharacterIn('\u200D🏠')).toBe('invisible');
  });

  it('explains each refusal in polite Japanese', () => {
    expect(unsafeCharacterMessage('control')).toBe('使用できない文字（制御文字）が含まれています。');
    expect(unsafeCharacterMessage('invisible')).toMatch(/です。$|ます。$/);
  });
});
