/**
 * A connected account's picture, as the log keeps it: a web address (http or
 * https) of at most 2048 characters; anything else is left out rather than
 * refusing the account (a network may hold any text as a picture).
 */
export function avatarField(picture: string | null | undefined): { avatarUrl?: string } {
  if (!picture || picture.length > 2048) return {};
  try {
    const url = new URL(picture);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { avatarUrl: picture } : {};
  } catch {
    return {};
  }
}
