import { retryWaitLine, type RetryWait } from '@/domain/composer/rules/retryWait';
import { useNow } from '@/ui/useNow';

/** The lines, counted down each second on the app's shared clock while they show. */
function RetryWaitLines({ waits }: { waits: RetryWait[] }) {
  const now = useNow(1000);
  return (
    <div className="composer-retry-waits">
      {waits.map((wait) => (
        <p key={wait.source} role="status">
          {retryWaitLine(wait, now)}
        </p>
      ))}
    </div>
  );
}

/**
 * While publishing, one status line per network waiting to try again:
 * 'Bluesky: trying again in 12 s — Service Unavailable' (counted down).
 */
export function RetryWaits(props: { waits: RetryWait[] }) {
  return props.waits.length > 0 ? <RetryWaitLines waits={props.waits} /> : null;
}
