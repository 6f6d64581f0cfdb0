import { lazy, Suspense, useState, type MouseEvent } from 'react';
import type { Attachment, Post } from '@/domain/reading/post';
import { gifPlaysAsVideo } from '@/domain/media/gifAsVideo';
import { imageBox } from '@/domain/reading/imageBox';
import { mediaGrid } from '@/domain/reading/mediaGrid';
import { SOURCE_SLUGS } from '@/domain/networks';
import { POST_DETAIL_TABS } from '@/domain/routes/postDetailTabs';
import { AppLink } from '@/ui/AppLink';
import { VideoPlayer } from '@/ui/VideoPlayer';
import { LoopingGif } from './LoopingGif';
import { knownPictureSize, notePictureShape } from '../runtime/pictureShapes';

// Loaded when a picture is first opened, not with every card.
const MediaGallery = lazy(() =>
  import('./MediaGallery').then((module) => ({ default: module.MediaGallery })),
);

/** The media viewer's page for the post's picture at `index` (reading.md §2.3). */
const photoPath = (post: Post, index: number) =>
  `/post/${SOURCE_SLUGS[post.source]}/${encodeURIComponent(post.id)}/photos/${index}`;

/**
 * A picture that hides itself when it fails or is cut off while loading
 * (reading.md §2.2), and whose shape is remembered once it loads.
 */
function Picture(props: { media: Attachment; size?: { width: number; height: number } }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      src={props.media.url}
      alt={props.media.alt ?? ''}
      loading="lazy"
      decoding="async"
      {...(props.size ?? {})}
      onLoad={(event) => notePictureShape(props.media, event.currentTarget)}
      onError={() => setFailed(true)}
      onAbort={() => setFailed(true)}
    />
  );
}

/** The post's tab links shown beside its pictures in the viewer. */
const tabsOf = (post: Post) =>
  POST_DETAIL_TABS[SOURCE_SLUGS[post.source]].map((name) => ({
    name,
    href: `/post/${SOURCE_SLUGS[post.source]}/${encodeURIComponent(post.id)}/${name}`,
  }));

/**
 * A post's attachments (reading.md §2.2): pictures in a grid of at most 9
 * (4 in minimal mode) with '+N' on the last tile, a lone picture at its own
 * shape; videos and a lone GIF play below. A picture opens the viewer.
 */
export function PostMedia({
  post,
  minimal = false,
  all = false,
}: {
  post: Post;
  minimal?: boolean;
  all?: boolean;
}) {
  // X's pictures open in a modal over the page, not at the viewer's address (reading.md §2.3).
  const [viewing, setViewing] = useState<number | null>(null);
  const grid = mediaGrid(post.media, { minimal, all });
  if (grid.tiles.length === 0 && grid.apart.length === 0) return null;
  const single = grid.tiles.length === 1 && grid.tiles[0];
  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window goes to the address, as any link's would.
    if (post.source !== 'Twitter' || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    setViewing(index);
  };
  return (
    <div className="post-media" role="group" aria-label="Media">
      {viewing !== null && (
        <Suspense fallback={null}>
          <MediaGallery
            post={post}
            index={viewing}
            tabs={tabsOf(post)}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
      {single ? (
        <AppLink
          href={photoPath(post, 0)}
          className="post-media-single"
          aria-label={single.alt || 'Open the picture'}
          onClick={open(0)}
        >
          <Picture media={single} size={imageBox(knownPictureSize(single))} />
        </AppLink>
      ) : (
        grid.tiles.length > 0 && (
          <div className={`post-media-grid tiles-${Math.min(grid.tiles.length, 4)}`}>
            {grid.tiles.map((media, index) => {
              const last = index === grid.tiles.length - 1 && grid.more > 0;
              return (
                <AppLink
                  key={`${media.url}-${index}`}
                  href={photoPath(post, index)}
                  className="post-media-tile"
                  onClick={open(index)}
                  aria-label={
                    last ? `+${grid.more} more pictures` : media.alt || `Picture ${index + 1}`
                  }
                >
                  <Picture media={media} />
                  {last && (
                    <span className="post-media-more" aria-hidden="true">
                      +{grid.more}
                    </span>
                  )}
                </AppLink>
              );
            })}
          </div>
        )
      )}
      {grid.apart.map((media) =>
        media.kind === 'audio' ? (
          <audio key={media.url} src={media.url} controls preload="none" />
        ) : media.kind === 'gif' ? (
          gifPlaysAsVideo(media.url) ? (
            <LoopingGif key={media.url} media={media} />
          ) : (
            <Picture key={media.url} media={media} />
          )
        ) : (
          <VideoPlayer
            key={media.url}
            src={media.url}
            poster={media.coverUrl}
            label={media.alt}
            {...imageBox(media)}
          />
        ),
      )}
    </div>
  );
}
