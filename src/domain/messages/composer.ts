import { formatFileSize } from '../composer/rules/formatFileSize';
import type { PostSource } from '../composer/model/sourceFields';
import { networkList, networkName } from '../composer/rules/networkNames';

/*
 * Every message of the composer (composer.md §8, word for word), then the
 * messages the spec asks for without wording them (§5), worded here. A
 * '{placeholder}' of the spec becomes a function's argument.
 */

// ── composer.md §8, composer and publishing ──────────────────────────────

// The words the outbox and the drafts need on the first screen live apart (first-screen budget).
export {
  DRAFT_ID_MISSING,
  failedToPostOn,
  INVALID_POST_SIZE,
  PARENT_POST_MISSING,
  POST_FAILED_TO_PUBLISH,
  POST_MISSING,
  PROFILE_NOT_FOUND,
} from './publishing';

/** §6, §8: posting to a source needs a login there; `platform` is the network's name. */
export const loginRequired = (platform: string) => `Login required to post on ${platform}.`;
export const NO_PARENT_POST_FOUND = 'No parent post found.';
export const FAILED_TO_GET_PARENT_POST = 'Failed to get parent post by id';
export const NO_POST_ID_RETURNED = 'No post id returned.';
export const POST_NOT_FOUND_WITH_ID = 'Post not found with id';
export const FARCASTER_PROFILE_ID_MISSING = 'Farcaster profileId is missing.';
/** §5.1: scheduling a thread needs at least two posts. */
export const THREAD_NEEDS_TWO_POSTS = 'A thread must have at least two posts.';
/** §5.9 (the same words as src/domain/farcasterTime.ts). */
export const FARCASTER_TIME_BEFORE_EPOCH = 'time must be after Farcaster epoch (01/01/2021)';
export const FARCASTER_TIME_TOO_FAR = 'time too far in future';
export const FAILED_TO_CREATE_POLL = 'Failed to create poll';

// ── composer.md §8, media upload ─────────────────────────────────────────

export const IMAGES_NOT_UPLOADED = 'There are images that were not uploaded successfully.';
export const MEDIA_NOT_UPLOADED = 'There are images or videos that were not uploaded successfully.';
export const VIDEOS_NOT_UPLOADED = 'There are videos that were not uploaded successfully.';
export const CONVERT_JOB_FAILED = 'Convert job failed';
export const INVALID_S3_URL = 'Invalid s3 url';
export const AGENT_WITHOUT_PDS_URL = 'Agent does not have a PDS URL';
export const FAILED_TO_GET_AUTH_TOKEN = 'Failed to get auth token';
export const FAILED_TO_GET_UPLOAD_LIMITS = 'Failed to get upload limits';
export const dailyUploadLimitReached = (bytes: number, videos: number) =>
  `Daily upload limit reached: ${bytes} bytes remaining, ${videos} videos remaining`;
export const FAILED_TO_SETUP_UPLOAD_JOB = 'Failed to setup upload job';
export const FAILED_TO_UPLOAD_VIDEO = 'Failed to upload video';
export const NO_BSKY_PROFILE_FOUND = 'No Bsky profile found';
export const FAILED_TO_UPLOAD_ON_X = 'Failed to upload on X';
export const TIMEOUT_WAITING_FOR_UPLOAD = 'Timeout waiting for upload';
export const TWITTER_NO_MEDIA_ID = 'Failed to upload media to Twitter, no media_id returned';
export const NO_EXTENSION_FOR_MIME_TYPE = 'Cannot resolve extension from mime type';
export const FAILED_TO_FETCH_IMAGE = 'Failed to fetch image from URL';
export const failedToDownloadFile = (url: string, status: number | string) =>
  `Failed to download file from ${url}: ${status}`;
export const FAILED_TO_CREATE_CANVAS_CONTEXT = 'Failed to create canvas context';
export const FAILED_TO_CONVERT_TO_PNG = 'Failed to convert image to PNG';

// ── composer.md §8, scheduled posts ──────────────────────────────────────

export const FAILED_TO_CREATE_SCHEDULED_POST = 'Failed to create scheduled post.';
export const FAILED_TO_UPDATE_SCHEDULED_POST = 'Failed to update scheduled post.';
export const FAILED_TO_DELETE_SCHEDULED_POST = 'Failed to delete scheduled post.';
/** §5.6: a time before now (to the minute) is not saved. */
export const SCHEDULED_TIME_PASSED = 'The scheduled time has passed. Please reset';
/** §5.6, §8: the 7-day error is SCHEDULE_TOO_FAR_AHEAD in src/domain/schedule/scheduleTime.ts (off the first screen). */

// ── composer.md §8, other ────────────────────────────────────────────────

export const NO_LENS_CREDENTIALS = 'No lens credentials found';

// ── composer.md §5.3: a source's reason for being disabled ───────────────

/** §5.3: a poll exists and the source has none; `networks` are the sources with polls. */
export const onlyNetworks = (networks: readonly PostSource[]) => `only ${networkList(networks)}`;

// ── Worded here: the spec asks for these messages without their words ────

/** §5.3: the source is in the composer's disabled list. */
export const SOURCE_NOT_AVAILABLE = 'Not available for this post.';
/** §5.3: an anonymous reply or quote goes to its parent's source only. */
export const anonymousSealedTo = (sealed: PostSource) =>
  `This anonymous post can only go to ${networkName(sealed)}.`;
/** §5.3: a schedule time is set and the source cannot schedule. */
export const schedulingNotSupported = (source: PostSource) =>
  `Scheduled posts are not available on ${networkName(source)}.`;
/** §5.3: a red packet is attached and the source has none. */
export const redPacketNotSupported = (source: PostSource) =>
  `Red packets are not available on ${networkName(source)}.`;
/** §5.3, §5.1, §5.4: more images than the sources allow (carries maxImageCount). */
export const tooManyImages = (maxImageCount: number) =>
  maxImageCount === 1
    ? 'You can post at most 1 image to the networks you chose.'
    : `You can post at most ${maxImageCount} images to the networks you chose.`;
/** §5.3, §5.4: more GIFs than the sources allow. */
export const tooManyGifs = (maxGifCount: number) =>
  maxGifCount === 1
    ? 'You can post at most 1 GIF to the networks you chose.'
    : `You can post at most ${maxGifCount} GIFs to the networks you chose.`;
/** §5.4: more videos than the sources allow. */
export const tooManyVideos = (maxVideoCount: number) =>
  maxVideoCount === 1
    ? 'You can post at most 1 video to the networks you chose.'
    : `You can post at most ${maxVideoCount} videos to the networks you chose.`;
/** §5.3, §2.5: a GIF's provider is not allowed on a source (lists the allowed providers). */
export const gifProviderNotAllowed = (source: PostSource, providers: readonly string[]) =>
  `${networkName(source)} only takes GIFs from ${providers.length ? providers.map(providerName).join(' or ') : 'no provider'}.`;
/**
 * §2.5, §5.3: no GIF provider the server offers suits every selected
 * network; turning `networks` off allows one from `provider`.
 */
export const noGifProviderForAll = (
  networks: readonly PostSource[],
  allowed: (source: PostSource) => readonly string[],
  provider: string,
) =>
  `${networks.map((source) => gifProviderNotAllowed(source, allowed(source))).join(' ')} Turn ${networkList(networks)} off to add a GIF from ${providerName(provider)}.`;
/** §5.4: a source cannot store GIF files from the device. */
export const localGifNotSupported = (networks: readonly PostSource[]) =>
  `GIF files from your device cannot be posted to ${networkList(networks)}.`;
/** §5.4: images and videos cannot be mixed. */
export const MEDIA_CANNOT_MIX = 'Images and videos cannot be posted together.';
/** §5.1, §5.4: a video goes to a source without videos. */
export const videosNotSupported = (networks: readonly PostSource[]) =>
  `Videos cannot be posted to ${networkList(networks)}.`;
/** §5.1: WEBP images are refused on Twitter. */
export const WEBP_NOT_ON_TWITTER = 'X does not accept WEBP images.';
/** §5.4: a file of a type the sources do not take. */
export const unsupportedFileType = (fileName: string, networks: readonly PostSource[]) =>
  `${fileName} cannot be posted to ${networkList(networks)}: this type of file is not supported.`;
/** The file's own size after its name, when known: ' (12.5 MB)' (§9: 1024-based, 1 decimal). */
const sizeNote = (bytes: number | undefined) =>
  bytes === undefined ? '' : ` (${formatFileSize(bytes)})`;
/** §5.4: an image over the size limit (carries the limit, and the file's size when known). */
export const imageTooLarge = (fileName: string, maxBytes: number, size?: number) =>
  `${fileName}${sizeNote(size)} is larger than ${formatFileSize(maxBytes)}, the most an image can be.`;
/** §5.4, §2.5: a GIF (a file, or one from the picker) over the combined GIF size limit (carries the size). */
export const gifTooLarge = (maxBytes: number, fileName?: string, size?: number) =>
  `${fileName ?? 'This GIF'}${sizeNote(size)} is larger than ${formatFileSize(maxBytes)}, the most a GIF can be.`;
/** §5.4: a video over the size limit (carries the limit, and the file's size when known). */
export const videoTooLarge = (fileName: string, maxBytes: number, size?: number) =>
  `${fileName}${sizeNote(size)} is larger than ${formatFileSize(maxBytes)}, the most a video can be.`;
/** §5.1: a video over the smallest per-source size limit (names the platforms and the size; the video's own when given). */
export const videoTooLargeFor = (
  networks: readonly PostSource[],
  maxBytes: number,
  video?: { name: string; size: number },
) =>
  `Videos posted to ${networkList(networks)} can be at most ${formatFileSize(maxBytes)}${
    video ? ` (${video.name} is ${formatFileSize(video.size)})` : ''
  }.`;
/** §5.4: a video too short or too long (carries minDuration and maxDuration, in seconds). */
export const videoDurationOutOfRange = (minDuration: number, maxDuration: number) =>
  `Videos must last between ${minDuration} and ${maxDuration} seconds.`;
/** §5.4: a video too small or too big (carries the four limits, in pixels). */
export const videoSizeOutOfRange = (
  minWidth: number,
  maxWidth: number,
  minHeight: number,
  maxHeight: number,
) =>
  `Videos must be ${minWidth} to ${maxWidth} pixels wide and ${minHeight} to ${maxHeight} pixels high.`;
/** §6, §2.3: Farcaster login from the composer with more than 2 images attached. */
export const farcasterLoginBlocked = (maxImages: number) =>
  `Remove images to log in to Farcaster: a cast can carry at most ${maxImages}.`;

function providerName(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}
