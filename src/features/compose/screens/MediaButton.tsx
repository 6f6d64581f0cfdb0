import { useRef, useState } from 'react';
import { MediaIcon } from '@/ui/icons';
import { ExplainedButton } from './ExplainedButton';

/**
 * composer.md §2.3: the media button, a menu with 'Images' and 'Video',
 * each opening the file picker for its kind (composer.md §5.4 says when;
 * each disabled one says why).
 */
export function MediaButton(props: {
  /** Why the button is disabled, if it is. */
  disabledReason: string | undefined;
  imageTypes: string;
  videoTypes: string;
  /** Why 'Images' is disabled, if it is. */
  imagesReason: string | undefined;
  /** Why 'Video' is disabled, if it is. */
  videoReason: string | undefined;
  onFiles: (files: File[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const images = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const take = (input: HTMLInputElement | null) => {
    const files = input?.files ? [...input.files] : [];
    if (input) input.value = '';
    if (files.length > 0) props.onFiles(files);
  };
  return (
    <div className="media-button">
      <ExplainedButton
        aria-haspopup="menu"
        aria-expanded={open}
        disabledReason={props.disabledReason}
        onClick={() => setOpen((now) => !now)}
      >
        <MediaIcon className="tool-icon" size={18} aria-hidden="true" />
        Media
      </ExplainedButton>
      {open && (
        <ul role="menu" aria-label="Media">
          <li role="none">
            <ExplainedButton
              role="menuitem"
              disabledReason={props.imagesReason}
              onClick={() => {
                setOpen(false);
                images.current?.click();
              }}
            >
              Images
            </ExplainedButton>
          </li>
          <li role="none">
            <ExplainedButton
              role="menuitem"
              disabledReason={props.videoReason}
              onClick={() => {
                setOpen(false);
                video.current?.click();
              }}
            >
              Video
            </ExplainedButton>
          </li>
        </ul>
      )}
      <input
        ref={images}
        type="file"
        multiple
        hidden
        accept={props.imageTypes}
        aria-label="Choose images"
        onChange={(event) => take(event.currentTarget)}
      />
      <input
        ref={video}
        type="file"
        hidden
        accept={props.videoTypes}
        aria-label="Choose a video"
        onChange={(event) => take(event.currentTarget)}
      />
    </div>
  );
}
