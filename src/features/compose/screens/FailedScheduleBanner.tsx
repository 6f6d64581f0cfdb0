import { useState } from 'react';

/**
 * composer.md §2.3: the dismissible banner of a failed scheduled post, opened
 * again with only the networks where it failed (§2.6).
 */
export function FailedScheduleBanner() {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className="composer-banner" role="note" aria-label="Failed scheduled post">
      <p>
        This scheduled post did not go out everywhere. Only the networks where it failed are
        selected: send it now, or set a new time.
      </p>
      <button type="button" className="link-button" onClick={() => setShown(false)}>
        Dismiss
      </button>
    </div>
  );
}
