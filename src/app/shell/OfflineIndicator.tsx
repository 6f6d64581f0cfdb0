import { useOnline } from '@/ui/useOnline';

/**
 * Says, while the browser is offline, that nothing is lost: what the person
 * posts waits in the outbox (issue 18). The live region stays in the page so
 * a change is announced; it is empty, and hidden, while online.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <p className="offline-indicator" role="status">
      {online ? '' : 'Offline — your posts will go out when you are back'}
    </p>
  );
}
