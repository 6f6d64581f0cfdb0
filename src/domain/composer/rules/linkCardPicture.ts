/** The longest picture address a post keeps (the same cap as a link's). */
const MAX_PICTURE_URL = 2048;

/**
 * composer.md §5.10: a link card's picture address as the post may keep it
 * (in the log, for a network that uploads the picture itself): http(s), no
 * credentials, no fragment, at most 2,048 characters. Anything else is
 * dropped: the card then simply goes without a picture.
 */
export function linkCardPictureUrl(image: string | undefined): string | undefined {
  if (!image) return undefined;
  let url: URL;
  try {
    url = new URL(image);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  url.hash = '';
  const address = url.toString();
  return address.length <= MAX_PICTURE_URL ? address : undefined;
}
