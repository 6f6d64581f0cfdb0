import { describe, expect, it } from 'vitest';
import { FARCASTER_EPOCH_MS, farcasterTime } from '../farcasterTime';
import * as m from './composer';

describe('composer messages (composer.md §8, word for word)', () => {
  it('composer and publishing', () => {
    expect(m.loginRequired('Farcaster')).toBe('Login required to post on Farcaster.');
    expect(m.UNSUPPORTED_SOURCE).toBe('Unsupported source.');
    expect(m.NO_PARENT_POST_FOUND).toBe('No parent post found.');
    expect(m.FAILED_TO_GET_PARENT_POST).toBe('Failed to get parent post by id');
    expect(m.NO_POST_ID_RETURNED).toBe('No post id returned.');
    expect(m.POST_NOT_FOUND_WITH_ID).toBe('Post not found with id');
    expect(m.failedToPostOn('Lens, X')).toBe('Failed to post on: Lens, X');
    expect(m.POST_FAILED_TO_PUBLISH).toBe('Post failed to publish.');
    expect(m.FARCASTER_PROFILE_ID_MISSING).toBe('Farcaster profileId is missing.');
    expect(m.MERGE_MEDIA_DIFFERENT_IDS).toBe('Merge media objects with different ids.');
    expect(m.THREAD_NEEDS_TWO_POSTS).toBe('A thread must have at least two posts.');
    expect(m.FARCASTER_TIME_BEFORE_EPOCH).toBe('time must be after Farcaster epoch (01/01/2021)');
    expect(m.FARCASTER_TIME_TOO_FAR).toBe('time too far in future');
    expect(m.FAILED_TO_CREATE_POLL).toBe('Failed to create poll');
  });

  it('the Farcaster time messages are those of the source adapter', () => {
    expect(farcasterTime(FARCASTER_EPOCH_MS - 1)).toMatchObject({
      error: { message: m.FARCASTER_TIME_BEFORE_EPOCH },
    });
    expect(farcasterTime(FARCASTER_EPOCH_MS + 2 ** 32 * 1000)).toMatchObject({
      error: { message: m.FARCASTER_TIME_TOO_FAR },
    });
  });

  it('media upload', () => {
    expect(m.IMAGES_NOT_UPLOADED).toBe('There are images that were not uploaded successfully.');
    expect(m.MEDIA_NOT_UPLOADED).toBe(
      'There are images or videos that were not uploaded successfully.',
    );
    expect(m.VIDEOS_NOT_UPLOADED).toBe('There are videos that were not uploaded successfully.');
    expect(m.CONVERT_JOB_FAILED).toBe('Convert job failed');
    expect(m.INVALID_S3_URL).toBe('Invalid s3 url');
    expect(m.AGENT_WITHOUT_PDS_URL).toBe('Agent does not have a PDS URL');
    expect(m.FAILED_TO_GET_AUTH_TOKEN).toBe('Failed to get auth token');
    expect(m.FAILED_TO_GET_UPLOAD_LIMITS).toBe('Failed to get upload limits');
    expect(m.dailyUploadLimitReached(1000, 2)).toBe(
      'Daily upload limit reached: 1000 bytes remaining, 2 videos remaining',
    );
    expect(m.FAILED_TO_SETUP_UPLOAD_JOB).toBe('Failed to setup upload job');
    expect(m.FAILED_TO_UPLOAD_VIDEO).toBe('Failed to upload video');
    expect(m.NO_BSKY_PROFILE_FOUND).toBe('No Bsky profile found');
    expect(m.FAILED_TO_UPLOAD_ON_X).toBe('Failed to upload on X');
    expect(m.TIMEOUT_WAITING_FOR_UPLOAD).toBe('Timeout waiting for upload');
    expect(m.TWITTER_NO_MEDIA_ID).toBe('Failed to upload media to Twitter, no media_id returned');
    expect(m.NO_EXTENSION_FOR_MIME_TYPE).toBe('Cannot resolve extension from mime type');
    expect(m.FAILED_TO_FETCH_IMAGE).toBe('Failed to fetch image from URL');
    expect(m.failedToDownloadFile('https://a/b.png', 404)).toBe(
      'Failed to download file from https://a/b.png: 404',
    );
    expect(m.FAILED_TO_CREATE_CANVAS_CONTEXT).toBe('Failed to create canvas context');
    expect(m.FAILED_TO_CONVERT_TO_PNG).toBe('Failed to convert image to PNG');
    expect(m.FAILED_TO_CREATE_RED_PACKET_COVER).toBe('Failed to create red packet cover.');
  });

  it('scheduled posts', () => {
    expect(m.FAILED_TO_CREATE_SCHEDULED_POST).toBe('Failed to create scheduled post.');
    expect(m.FAILED_TO_UPDATE_SCHEDULED_POST).toBe('Failed to update scheduled post.');
    expect(m.FAILED_TO_DELETE_SCHEDULED_POST).toBe('Failed to delete scheduled post.');
    expect(m.SCHEDULED_TIME_PASSED).toBe('The scheduled time has passed. Please reset');
  });

  it('event reporting and the rest', () => {
    expect(m.DRAFT_ID_MISSING).toBe('Draft ID is missing.');
    expect(m.SCHEDULE_ID_MISSING).toBe('Schedule ID is missing.');
    expect(m.POST_MISSING).toBe('Post is missing.');
    expect(m.PARENT_POST_MISSING).toBe('Parent post is missing.');
    expect(m.INVALID_POST_SIZE).toBe('Invalid post size.');
    expect(m.PROFILE_NOT_FOUND).toBe('Profile not found');
    expect(m.NO_LENS_CREDENTIALS).toBe('No lens credentials found');
  });

  it("§5.3: 'only {networks}' names the sources with polls", () => {
    expect(m.onlyNetworks(['Farcaster', 'Lens', 'Twitter'])).toBe('only Farcaster, Lens, and X');
    expect(m.onlyNetworks(['Twitter'])).toBe('only X');
  });

  it('carries the values the spec asks the worded messages to carry', () => {
    expect(m.tooManyImages(4)).toContain('4 images');
    expect(m.tooManyImages(1)).toContain('1 image ');
    expect(m.tooManyGifs(2)).toContain('2 GIFs');
    expect(m.tooManyVideos(1)).toContain('1 video ');
    expect(m.imageTooLarge('a.png', 5 * 1024 ** 2)).toContain('a.png is larger than 5.0 MB');
    expect(m.gifTooLarge(15 * 1024 ** 2)).toContain('This GIF is larger than 15.0 MB');
    expect(m.gifTooLarge(1024, 'a.gif')).toContain('a.gif is larger than 1.0 KB');
    expect(m.videoTooLarge('v.mp4', 512 * 1024 ** 2)).toContain('512.0 MB');
    // The file's own size, when known, in the same units (composer.md §9).
    expect(m.videoTooLarge('clip.mp4', 10 * 1024 ** 2, 12.5 * 1024 ** 2)).toBe(
      'clip.mp4 (12.5 MB) is larger than 10.0 MB, the most a video can be.',
    );
    expect(m.imageTooLarge('a.png', 1_000_000, 1536)).toBe(
      'a.png (1.5 KB) is larger than 976.6 KB, the most an image can be.',
    );
    expect(m.gifTooLarge(1024, undefined, 2048)).toBe(
      'This GIF (2.0 KB) is larger than 1.0 KB, the most a GIF can be.',
    );
    expect(m.videoTooLargeFor(['Twitter'], 512, { name: 'v.mp4', size: 1023 })).toBe(
      'Videos posted to X can be at most 512 B (v.mp4 is 1023 B).',
    );
    expect(m.videoTooLargeFor(['Twitter', 'Bsky'], 100 * 1024 ** 2)).toBe(
      'Videos posted to X and Bluesky can be at most 100.0 MB.',
    );
    expect(m.videoDurationOutOfRange(0.5, 140)).toBe(
      'Videos must last between 0.5 and 140 seconds.',
    );
    expect(m.videoSizeOutOfRange(32, 1920, 32, 1200)).toBe(
      'Videos must be 32 to 1920 pixels wide and 32 to 1200 pixels high.',
    );
    expect(m.gifProviderNotAllowed('Bsky', ['tenor'])).toBe('Bluesky only takes GIFs from Tenor.');
    expect(m.gifProviderNotAllowed('Farcaster', ['giphy', 'tenor'])).toContain('Giphy or Tenor');
    expect(m.gifProviderNotAllowed('Lens', [])).toContain('no provider');
    expect(m.localGifNotSupported(['Bsky'])).toContain('Bluesky');
    expect(m.videosNotSupported(['Lens'])).toContain('Lens');
    expect(m.unsupportedFileType('a.bmp', ['Farcaster'])).toContain('a.bmp');
    expect(m.anonymousSealedTo('Twitter')).toContain('X');
    expect(m.schedulingNotSupported('Bsky')).toContain('Bluesky');
    expect(m.redPacketNotSupported('Bsky')).toContain('Bluesky');
    expect(m.farcasterLoginBlocked(2)).toContain('2');
    expect(m.WEBP_NOT_ON_TWITTER).toContain('WEBP');
  });
});
