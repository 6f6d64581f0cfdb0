import { useState } from 'react';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import { Modal } from '@/ui/Modal';
import { useMediaPreview } from '../hooks/useMediaPreview';

function Picture({ runtime, media }: { runtime: AppRuntime; media: MediaFile }) {
  const stored = useMediaPreview(runtime, media.id);
  const url = media.urls?.Tenor ?? media.urls?.Giphy ?? stored;
  return url ? (
    <img className="media-preview-image" src={url} alt={media.file.name} />
  ) : (
    <p role="status">Loading {media.file.name}…</p>
  );
}

/**
 * composer.md §2.9: a post's pictures full screen, from the one clicked:
 * Previous / Next (and the arrow keys), where it is among them, and Close
 * (or Escape) back to the composer.
 */
export function MediaPreviewGallery(props: {
  runtime: AppRuntime;
  media: readonly MediaFile[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(props.start);
  const count = props.media.length;
  const current = props.media[index];
  if (!current) return null;
  const go = (step: number) => setIndex((i) => Math.min(count - 1, Math.max(0, i + step)));
  return (
    <Modal title="Media preview" onClose={props.onClose} className="media-preview">
      <div
        className="media-preview-stage"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') go(-1);
          if (event.key === 'ArrowRight') go(1);
        }}
      >
        <Picture key={current.id} runtime={props.runtime} media={current} />
      </div>
      <div className="modal-actions">
        <button type="button" disabled={index === 0} onClick={() => go(-1)}>
          Previous
        </button>
        <span role="status" aria-live="polite">
          {index + 1} / {count}
        </span>
        <button type="button" disabled={index === count - 1} onClick={() => go(1)}>
          Next
        </button>
        <button type="button" className="primary" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
