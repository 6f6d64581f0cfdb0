import { Link } from '@tanstack/react-router';
import { useBackgroundPathname } from '../runtime/backgroundPathname';

/**
 * The media viewer's frame (reading.md §2.3): a full-screen dialog over the
 * page seen before it. Showing the post's media comes with the reading work.
 */
export function MediaViewerScreen({
  index,
  fallbackHref,
}: {
  index: number;
  fallbackHref: string;
}) {
  const background = useBackgroundPathname();
  return (
    <div className="media-viewer" role="dialog" aria-modal="true" aria-label={`Photo ${index + 1}`}>
      <h1>Photo {index + 1}</h1>
      <p className="planned">Media viewing is not built yet.</p>
      <Link to={background ?? fallbackHref} className="button">
        Close
      </Link>
    </div>
  );
}
