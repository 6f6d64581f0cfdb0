/**
 * Text below U+0300 (Latin, before the combining marks): every code unit is
 * a code point and a grapheme of its own (but CR LF, which is one grapheme),
 * and none is an emoji. Such text is measured without Intl.Segmenter, which
 * costs microseconds per grapheme: a 5,000-character post would take tens of
 * milliseconds on every keystroke (bench/composerBench.ts).
 */
export function isSimpleText(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x300) return false;
  return true;
}
