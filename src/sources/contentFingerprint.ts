/** What identifies a post's content when the network gives no id before it answers. */
export interface FingerprintInput {
  /** The author on that network (so two people's identical posts differ). */
  author: string;
  text: string;
  replyTo?: string;
  quoteOf?: string;
}

/** Text as networks tend to store it: NFC, line endings unified, outer space trimmed. */
export function normalizePostText(text: string): string {
  return text.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/**
 * A content fingerprint (SHA-256, hex) of a post's text and what it answers
 * or quotes: computed the same from what we send and from what the network
 * gives back, so a post that landed unseen can be found (reconciled).
 */
export async function contentFingerprint(input: FingerprintInput): Promise<string> {
  const canonical = JSON.stringify([
    input.author,
    normalizePostText(input.text),
    input.replyTo ?? null,
    input.quoteOf ?? null,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
