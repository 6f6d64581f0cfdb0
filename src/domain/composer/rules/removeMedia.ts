import type { ComposerPost } from '../model/composerPost';

type MediaPost = Pick<ComposerPost, 'images' | 'videos' | 'rpPayload'>;

/**
 * Removes an image; removing the last one clears the red packet
 * (composer.md §4.5: its cover is one of the images).
 */
export function removeImage<P extends MediaPost>(post: P, imageId: string): P {
  const images = post.images.filter((image) => image.id !== imageId);
  if (images.length === post.images.length) return post;
  return { ...post, images, ...(images.length === 0 ? { rpPayload: null } : {}) };
}

/** Removes a video. */
export function removeVideo<P extends MediaPost>(post: P, videoId: string): P {
  const videos = post.videos.filter((video) => video.id !== videoId);
  return videos.length === post.videos.length ? post : { ...post, videos };
}
