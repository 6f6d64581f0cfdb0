import type { Attachment } from '@/domain/reading/post';
import { imageBox } from '@/domain/reading/imageBox';

/** A GIF that is a video file (X's): silent, looping, playing on its own, as a GIF does. */
export function LoopingGif({ media }: { media: Attachment }) {
  return (
    <video
      className="post-gif"
      src={media.url}
      poster={media.coverUrl}
      aria-label={media.alt || 'GIF'}
      autoPlay
      muted
      loop
      playsInline
      {...imageBox(media)}
    />
  );
}
