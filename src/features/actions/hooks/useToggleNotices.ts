import { useEffect } from 'react';
import type { Subscription } from '@/events/stream';
import { useRuntime } from '@/runtime/RuntimeProvider';

/** Tells the reader what became of their switches (watchToggleNotices), from the shell. */
export function useToggleNotices() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let subscription: Subscription | undefined;
    let closed = false;
    void runtime.log.head().then((head) => {
      if (closed) return;
      // Loaded with the first press's screen, not the first screen.
      void import('../runtime/watchToggleNotices').then(({ watchToggleNotices }) => {
        if (!closed) subscription = watchToggleNotices(runtime, head);
      });
    });
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  }, [runtime]);
}
