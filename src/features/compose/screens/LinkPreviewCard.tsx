import type { OpenGraph } from '@/domain/composer/model/composerPost';

/** composer.md §2.3: the post's link card, removable while editing. */
export function LinkPreviewCard(props: {
  preview: OpenGraph;
  editable: boolean;
  onRemove: () => void;
}) {
  const { preview } = props;
  const host = URL.canParse(preview.url) ? new URL(preview.url).host : preview.url;
  return (
    <figure className="link-card" aria-label={`Link preview: ${preview.title ?? host}`}>
      {preview.image && <img src={preview.image} alt="" loading="lazy" />}
      <figcaption>
        <span className="link-card-site">{preview.site ?? host}</span>
        {preview.title && <strong>{preview.title}</strong>}
        {preview.description && <span>{preview.description}</span>}
      </figcaption>
      {props.editable && (
        <button
          type="button"
          className="media-remove"
          aria-label="Remove link preview"
          onClick={props.onRemove}
        >
          ✕
        </button>
      )}
    </figure>
  );
}
