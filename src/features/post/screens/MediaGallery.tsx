// Its styles come with the viewer (a side-effect import in the feature's index is dropped).
import './mediaGallery.css';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  clampPan,
  clampZoom,
  galleryMedia,
  galleryStep,
  swipeStep,
  ZOOM_MAX,
  ZOOM_STEP,
  ZOOM_TOGGLE,
  type Pan,
} from '@/domain/reading/gallery';
import type { Attachment, Post } from '@/domain/reading/post';
import { profilePath } from '@/domain/routes/appPaths';
import { AppLink } from '@/ui/AppLink';
import { Avatar } from '@/ui/Avatar';
import { gifPlaysAsVideo } from '@/domain/media/gifAsVideo';
import { Modal } from '@/ui/Modal';
import { VideoPlayer } from '@/ui/VideoPlayer';
import { LoopingGif } from './LoopingGif';
import { PostText } from './PostText';

export interface GalleryTab {
  name: string;
  href: string;
}

const FITTED: { scale: number; pan: Pan } = { scale: 1, pan: { x: 0, y: 0 } };

/**
 * One picture of the gallery, fitted to the stage, that zooms (buttons, keys,
 * double-click or double-tap, pinch) and, zoomed, pans by dragging; not
 * zoomed, a sideways swipe turns the page.
 */
function Stage(props: {
  media: Attachment;
  label: string;
  view: { scale: number; pan: Pan };
  onView: (view: { scale: number; pan: Pan }) => void;
  onSwipe: (step: -1 | 1) => void;
}) {
  const { media, view, onView } = props;
  const picture = useRef<HTMLImageElement>(null);
  // Where each finger went down and last was, and the pinch's starting spread and zoom.
  const pointers = useRef(
    new Map<number, { startX: number; startY: number; x: number; y: number }>(),
  );
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const held = (scale: number, pan: Pan) => {
    const box = picture.current;
    const size = box
      ? { width: box.clientWidth, height: box.clientHeight }
      : { width: 0, height: 0 };
    return { scale, pan: clampPan(pan, scale, size) };
  };
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = { startX: event.clientX, startY: event.clientY, x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, at);
    if (pointers.current.size === 2) pinch.current = { distance: spread(), scale: view.scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const pointer = pointers.current.get(event.pointerId);
    if (!pointer) return;
    const dx = event.clientX - pointer.x;
    const dy = event.clientY - pointer.y;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    if (pinch.current && pointers.current.size === 2) {
      const scale = clampZoom((pinch.current.scale * spread()) / (pinch.current.distance || 1));
      onView(held(scale, view.pan));
    } else if (view.scale > 1) {
      onView(held(view.scale, { x: view.pan.x + dx, y: view.pan.y + dy }));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const pointer = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (!pointer || view.scale > 1 || pointers.current.size > 0) return;
    const step = swipeStep(event.clientX - pointer.startX, event.clientY - pointer.startY);
    if (step !== 0) props.onSwipe(step);
  };

  return (
    <div
      className={view.scale > 1 ? 'media-viewer-stage zoomed' : 'media-viewer-stage'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={() => onView(view.scale > 1 ? FITTED : held(ZOOM_TOGGLE, FITTED.pan))}
    >
      {media.kind === 'video' ? (
        <VideoPlayer src={media.url} poster={media.coverUrl} label={media.alt} autoPlay />
      ) : media.kind === 'gif' && gifPlaysAsVideo(media.url) ? (
        <LoopingGif media={media} />
      ) : (
        <img
          ref={picture}
          src={media.url}
          alt={media.alt ?? props.label}
          draggable={false}
          style={{
            transform: `translate(${view.pan.x}px, ${view.pan.y}px) scale(${view.scale})`,
          }}
        />
      )}
    </div>
  );
}

/**
 * The media viewer (reading.md §2.3): a post's pictures and videos on the
 * whole screen from `index`, paged by the Previous and Next buttons, the
 * arrow keys or a swipe, zoomed by the buttons, + and − (0 fits again), a
 * double-click or a pinch; beside them the post and links to its tabs.
 * Escape or Close calls `onClose`.
 */
export function MediaGallery(props: {
  post: Post;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  tabs?: readonly GalleryTab[];
}) {
  const { post, onIndexChange } = props;
  const media = galleryMedia(post.media);
  const count = media.length;
  const index = galleryStep(props.index, 0, count);
  const current = media[index];
  // The zoom belongs to one picture: turning the page fits the next one.
  const [view, setView] = useState({ index, ...FITTED });
  const shown = view.index === index ? view : { index, ...FITTED };
  const setShown = (next: { scale: number; pan: Pan }) => setView({ index, ...next });

  const go = (delta: number) => {
    const next = galleryStep(index, delta, count);
    if (next !== index) onIndexChange(next);
  };
  const zoom = (factor: number) => {
    const scale = clampZoom(shown.scale * factor);
    setShown(scale === 1 ? FITTED : { scale, pan: shown.pan });
  };
  // The keys work wherever focus is while the viewer is open (it covers everything else).
  const onKey = (event: globalThis.KeyboardEvent) => {
    const action: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoom(ZOOM_STEP),
      '=': () => zoom(ZOOM_STEP),
      '-': () => zoom(1 / ZOOM_STEP),
      '0': () => setShown(FITTED),
    };
    const run = action[event.key];
    // Keys pressed in a video's own controls, or with a modifier (the browser's zoom), stay theirs.
    if (!run || event.target instanceof HTMLVideoElement || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    run();
  };
  const keys = useRef(onKey);
  useEffect(() => {
    keys.current = onKey;
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const title =
    count === 0
      ? 'No pictures'
      : `${current?.kind === 'video' ? 'Video' : 'Picture'} ${index + 1} of ${count}`;
  return (
    <Modal
      title={title}
      className="media-viewer"
      onClose={props.onClose}
      header={
        <button type="button" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      }
    >
      <>
        {current ? (
          <Stage
            key={index}
            media={current}
            label={`Picture ${index + 1} of ${post.author.displayName}’s post`}
            view={shown}
            onView={setShown}
            onSwipe={go}
          />
        ) : (
          <p className="media-viewer-stage">This post has no pictures.</p>
        )}
        <div className="media-viewer-controls" role="group" aria-label="Viewer controls">
          <button
            type="button"
            aria-label="Previous picture"
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Zoom out"
            disabled={shown.scale <= 1 || current?.kind === 'video'}
            onClick={() => zoom(1 / ZOOM_STEP)}
          >
            −
          </button>
          <button
            type="button"
            aria-label="Zoom in"
            disabled={!current || current.kind === 'video' || shown.scale >= ZOOM_MAX}
            onClick={() => zoom(ZOOM_STEP)}
          >
            +
          </button>
          <button
            type="button"
            aria-label="Next picture"
            disabled={index >= count - 1}
            onClick={() => go(1)}
          >
            ›
          </button>
        </div>
        <aside className="media-viewer-post" aria-label="The post">
          <AppLink href={profilePath(post.source, post.author.id)} className="media-viewer-author">
            <Avatar url={post.author.avatarUrl} name={post.author.displayName} />
            <strong>{post.author.displayName}</strong>
            <span className="muted">@{post.author.handle}</span>
          </AppLink>
          <PostText post={post} inReply={false} />
          {props.tabs && props.tabs.length > 0 && (
            <nav className="media-viewer-tabs" aria-label="The post’s tabs">
              {props.tabs.map((tab) => (
                <AppLink key={tab.name} href={tab.href}>
                  {tab.name}
                </AppLink>
              ))}
            </nav>
          )}
        </aside>
      </>
    </Modal>
  );
}
