import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import { useState } from 'react';
import { MAX_ALT_TEXT_LENGTH } from '@/domain/composer/model/mediaFile';
import { formatFileSize } from '@/domain/composer/rules/formatFileSize';
import { MediaPreviewGallery } from './MediaPreviewGallery';
import { useMediaPreview } from '../hooks/useMediaPreview';
import { focusOnMount } from '@/ui/focusOnMount';

/** composer.md §2.3, §9: at most 9 pictures shown; the ninth carries '+N' for the rest. */
export const GRID_VISIBLE = 9;

function Thumb(props: {
  runtime: AppRuntime;
  media: MediaFile;
  more: number;
  editable: boolean;
  onRemove: () => void;
  onPreview: () => void;
  onEditAlt: () => void;
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
          <img src={url} alt={media.alt ?? `${media.file.name}${size}`} />
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
          className={media.alt ? 'media-alt has-alt' : 'media-alt'}
          aria-label={`${media.alt ? 'Edit' : 'Add'} alt text for ${media.file.name}`}
          onClick={props.onEditAlt}
        >
          ALT
        </button>
      )}
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

/**
 * What a picture shows, typed for people who cannot see it (read out by
 * screen readers; Bluesky, X and Lens carry it with the picture).
 */
function AltTextEditor(props: { media: MediaFile; onDone: (alt: string) => void }) {
  const [text, setText] = useState(props.media.alt ?? '');
  const label = `Alt text for ${props.media.file.name}`;
  return (
    <div className="alt-text-editor" role="group" aria-label={label}>
      <label>
        {label}
        <textarea
          dir="auto"
          ref={focusOnMount}
          rows={2}
          maxLength={MAX_ALT_TEXT_LENGTH}
          value={text}
          placeholder="Describe what the picture shows"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="button" onClick={() => props.onDone(text)}>
        Done
      </button>
    </div>
  );
}

/** A post's attached pictures or videos, each removable and describable while editing. */
export function MediaGrid(props: {
  runtime: AppRuntime;
  media: readonly MediaFile[];
  editable: boolean;
  onRemove: (mediaId: string) => void;
  onAlt: (mediaId: string, alt: string) => void;
}) {
  const [previewing, setPreviewing] = useState<number>();
  const [describing, setDescribing] = useState<string>();
  if (props.media.length === 0) return null;
  const described = props.media.find((media) => media.id === describing);
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
          onEditAlt={() => setDescribing(media.id)}
        />
      ))}
      {described && (
        <li className="media-alt-row">
          <AltTextEditor
            key={described.id}
            media={described}
            onDone={(alt) => {
              props.onAlt(described.id, alt);
              setDescribing(undefined);
            }}
          />
        </li>
      )}
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
