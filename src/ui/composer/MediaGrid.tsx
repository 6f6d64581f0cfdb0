import type { AppRuntime } from '../../app/runtime/openAppRuntime';
import type { MediaFile } from '../../machines/composer/model/mediaFile';
import { useState } from 'react';
import { formatFileSize } from '../../machines/composer/rules/formatFileSize';
import { MediaPreviewGallery } from './MediaPreviewGallery';
import { useMediaPreview } from './useMediaPreview';

/** composer.md §2.3, §9: at most 9 pictures shown; the ninth carries '+N' for the rest. */
export const GRID_VISIBLE = 9;

function Thumb(props: {
  runtime: AppRuntime;
  media: MediaFile;
  more: number;
  editable: boolean;
  onRemove: () => void;
  onPreview: () => void;
}) {
  const { media } = props;
  // A GIF picked from a provider is shown from there; a file, from the media store.
  const stored = useMediaPreview(props.runtime, media.id);
  const url = media.urls?.Tenor ?? media.urls?.Giphy ?? stored;
  const size = media.file.size === undefined ? '' : `, ${formatFileSize(media.file.size)}`;
  return (
    <li className="media-thumb">
      {media.mimeType.startsWith('video/') ? (
        <video src={url} muted aria-label={`${media.file.name}${size}`} />
      ) : (
        <>
          <img src={url} alt={`${media.file.name}${size}`} />
          {/* Over the picture, so the picture itself stays an image to assistive tech. */}
          <button
            type="button"
            className="media-thumb-open"
            aria-label={`Preview ${media.file.name}`}
            onClick={props.onPreview}
          />
        </>
      )}
      {props.more > 0 && <span className="media-more">+{props.more}</span>}
      {props.editable && (
        <button
          type="button"
          className="media-remove"
          aria-label={`Remove ${media.file.name}`}
          onClick={props.onRemove}
        >
          ✕
        </button>
      )}
    </li>
  );
}

/** A post's attached pictures or videos, each removable while editing. */
export function MediaGrid(props: {
  runtime: AppRuntime;
  media: readonly MediaFile[];
  editable: boolean;
  onRemove: (mediaId: string) => void;
}) {
  const [previewing, setPreviewing] = useState<number>();
  if (props.media.length === 0) return null;
  const shown = props.media.slice(0, GRID_VISIBLE);
  const hidden = props.media.length - shown.length;
  return (
    <ul className="media-grid" aria-label="Attached media">
      {shown.map((media, index) => (
        <Thumb
          key={media.id}
          runtime={props.runtime}
          media={media}
          more={index === shown.length - 1 ? hidden : 0}
          editable={props.editable}
          onRemove={() => props.onRemove(media.id)}
          onPreview={() => setPreviewing(index)}
        />
      ))}
      {previewing !== undefined && (
        <MediaPreviewGallery
          runtime={props.runtime}
          media={props.media}
          start={previewing}
          onClose={() => setPreviewing(undefined)}
        />
      )}
    </ul>
  );
}
