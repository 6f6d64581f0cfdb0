import type { describeMedia } from './describeMedia';
import type { toPng } from './toPng';

/** What the media worker (src/workers/media) does off the page's thread. */
export interface MediaWorkerApi {
  describeMedia: typeof describeMedia;
  toPng: typeof toPng;
}
