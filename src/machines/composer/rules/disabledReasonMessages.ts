import type { PostSource } from '../model/sourceFields';
import { networkName } from './networkNames';

/*
 * Why a composer control is disabled, in words: each is the control's
 * accessible description (issue 18; the spec words none of them). Kept
 * apart from composerMessages.ts, which the bundler puts in a chunk the
 * first screen loads: these are only needed once the composer is open.
 */

/** §5.3: a source whose own image count the post is over, named as its own (issue 18). */
export const sourceTakesAtMostImages = (source: PostSource, maxImageCount: number) =>
  `${networkName(source)} takes at most ${maxImageCount === 1 ? '1 image' : `${maxImageCount} images`}.`;
/** §5.3: a source whose own GIF count the post is over, named as its own. */
export const sourceTakesAtMostGifs = (source: PostSource, maxGifCount: number) =>
  `${networkName(source)} takes at most ${maxGifCount === 1 ? '1 GIF' : `${maxGifCount} GIFs`}.`;
