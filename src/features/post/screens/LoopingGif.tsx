import { useEffect, useRef } from 'react';
import type { Attachment } from '@/domain/reading/post';
import { imageBox } from '@/domain/reading/imageBox';
import { useInView } from '@/ui/useInView';

/**
 * A GIF that is a video file (X's): silent and looping, as a GIF is. It
 * plays while it is on screen and stops when scrolled away, so a long
 * timeline does not decode every GIF it ever showed; it never needs Play.
 */
export function LoopingGif({ media }: { media: Attachment }) {
  const video = useRef<HTMLVideoElement>(null);
  const onScreen = useInView(video);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!onScreen) {
      element.pause();
      return;
    }
    // Muted before playing: a browser lets a silent video start without a gesture.
    element.muted = true;
    element.play().catch(() => undefined); // refused (a power saver): the still stays
  }, [onScreen]);
  return (
    <video
      ref={video}
      className="post-gif"
      src={media.url}
      poster={media.coverUrl}
      aria-label={media.alt || 'GIF'}
      muted
      loop
      playsInline
      preload="metadata"
      {...imageBox(media)}
    />
  );
}
