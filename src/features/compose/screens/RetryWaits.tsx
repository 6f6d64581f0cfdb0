import { useEffect, useState } from 'react';
import { retryWaitLine, type RetryWait } from '@/domain/composer/rules/retryWait';

/**
 * While publishing, one status line per network waiting to try again:
 * 'Bluesky: trying again in 12 s — Service Unavailable' (counted down).
 */
export function RetryWaits(props: { waits: RetryWait[] }) {
  const [now, setNow] = useState(() => Date.now());
  const waiting = props.waits.length > 0;
  useEffect(() => {
    if (!waiting) return;
    // Counted from now, not from when the composer opened.
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [waiting, props.waits]);
  if (!waiting) return null;
  return (
    <div className="composer-retry-waits">
      {props.waits.map((wait) => (
        <p key={wait.source} role="status">
          {retryWaitLine(wait, now)}
        </p>
      ))}
    </div>
  );
}
