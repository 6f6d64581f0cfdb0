import { useEffect } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * composer.md §4.3: once the app is open, anonymous posts a closed or
 * reloaded page was following are followed again, and their end told once.
 * Its code loads after the first screen.
 */
export function useAnonymousFollowUps() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    const stopped = new AbortController();
    void import('../runtime/resumeAnonymousPosts')
      .then(({ resumeAnonymousPosts }) => resumeAnonymousPosts(runtime, stopped.signal))
      .catch((error: unknown) => console.warn('Anonymous posts are not followed again:', error));
    return () => stopped.abort();
  }, [runtime]);
}
