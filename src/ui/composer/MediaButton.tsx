import { useRef, useState } from 'react';

/**
 * composer.md §2.3: the media button, a menu with 'Images' and 'Video',
 * each opening the file picker for its kind (composer.md §5.4 says when).
 */
export function MediaButton(props: {
  disabled: boolean;
  imageTypes: string;
  videoTypes: string;
  imagesAllowed: boolean;
  videoAllowed: boolean;
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
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={props.disabled}
        onClick={() => setOpen((now) => !now)}
      >
        Media
      </button>
      {open && (
        <ul role="menu" aria-label="Media">
          <li role="none">
            <button
              type="button"
              role="menuitem"
              disabled={!props.imagesAllowed}
              onClick={() => {
                setOpen(false);
                images.current?.click();
              }}
            >
              Images
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              disabled={!props.videoAllowed}
              onClick={() => {
                setOpen(false);
                video.current?.click();
              }}
            >
              Video
            </button>
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
