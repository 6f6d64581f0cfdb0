import type { Frame } from '../model/composerPost';

/** composer.md §5.10, §9: at most one link preview per post. */
export const MAX_LINK_PREVIEWS_PER_POST = 1;
/**
 * composer.md §5.10, §9: frames per post (chosen: 2, the number of embeds a
 * Farcaster cast carries, the network frames come from).
 */
export const MAX_FRAMES_PER_POST = 2;

const LINK = /\bhttps?:\/\/[^\s<>"]+/giu;
const TRAILING = /[.,!?;:)\]}'"…]+$/u;

/** composer.md §3.1: the http(s) links in a text, in order, each once, without trailing punctuation. */
export function detectUrls(text: string): string[] {
  const urls: string[] = [];
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(TRAILING, '');
    if (URL.canParse(url) && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/**
 * composer.md §5.10: the link a post previews: the first link of its text
 * (as Bluesky and Farcaster clients do) that is not excluded (the quoted
 * post's own link, say); undefined without one.
 */
export function linkToPreview(text: string, excluded: readonly string[] = []): string | undefined {
  return detectUrls(text).find((url) => !excluded.includes(url));
}

/** composer.md §5.10: the frames a post keeps, the first MAX_FRAMES_PER_POST. */
export const capFrames = (frames: readonly Frame[]): Frame[] =>
  frames.slice(0, MAX_FRAMES_PER_POST);
