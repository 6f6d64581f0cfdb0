/** An fname as the name registry allows it (optionally an ENS `.eth` name). */
const MENTION = /(^|[\s(])@([a-z0-9][a-z0-9-]{0,15}(?:\.eth)?)(?=$|[\s.,!?;:)])/g;

/** The `@name`s in a text, in order, without duplicates. */
export function mentionedNames(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[2] ?? ''))].filter(Boolean);
}

export interface CastText {
  text: string;
  mentions: number[];
  /** Byte offsets into `text` where each mention goes (the protocol's mentionsPositions). */
  mentionsPositions: number[];
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * A cast's text with its mentions taken out, as the protocol stores them: the
 * `@name` is removed and its fid recorded at that byte position. Names that
 * did not resolve stay as text.
 */
export function castTextWithMentions(text: string, fids: ReadonlyMap<string, number>): CastText {
  let out = '';
  let last = 0;
  const mentions: number[] = [];
  const mentionsPositions: number[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = match[2] ?? '';
    const fid = fids.get(name);
    if (fid === undefined) continue;
    const at = (match.index ?? 0) + (match[1]?.length ?? 0);
    out += text.slice(last, at);
    mentions.push(fid);
    mentionsPositions.push(byteLength(out));
    last = at + 1 + name.length;
  }
  return { text: out + text.slice(last), mentions, mentionsPositions };
}

/** The text with its mentions put back as `@name` (for reading and fingerprints). */
export function castTextForReading(
  cast: CastText,
  nameOf: (fid: number) => string | undefined,
): string {
  const bytes = new TextEncoder().encode(cast.text);
  const decoder = new TextDecoder();
  let out = '';
  let last = 0;
  cast.mentionsPositions.forEach((position, i) => {
    out += decoder.decode(bytes.subarray(last, position));
    const fid = cast.mentions[i];
    out += `@${(fid === undefined ? undefined : nameOf(fid)) ?? `fid:${fid}`}`;
    last = position;
  });
  return out + decoder.decode(bytes.subarray(last));
}
