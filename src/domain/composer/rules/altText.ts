import type { ComposerPost } from '../model/composerPost';
import { MAX_ALT_TEXT_LENGTH } from '../model/mediaFile';

type MediaPost = Pick<ComposerPost, 'images' | 'videos'>;

/**
 * Sets the alt text of one of the post's pictures or videos: what it shows,
 * for people who cannot see it. Blank text removes it; text past the
 * longest any network takes is cut there.
 */
export function withAltText<P extends MediaPost>(post: P, mediaId: string, alt: string): P {
  const text = alt.trim() === '' ? undefined : alt.slice(0, MAX_ALT_TEXT_LENGTH);
  const apply = <M extends { id: string; alt?: string }>(list: readonly M[]): M[] =>
    list.map((media) => {
      if (media.id !== mediaId) return media;
      const { alt: _old, ...rest } = media;
      return (text === undefined ? rest : { ...rest, alt: text }) as M;
    });
  return { ...post, images: apply(post.images), videos: apply(post.videos) };
}
