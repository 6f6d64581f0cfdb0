import { useEffect, useState } from 'react';
import type { AppRuntime } from '@/runtime/openAppRuntime';

/** An object URL for a file kept in the media store, revoked when no longer shown. */
export function useMediaPreview(runtime: AppRuntime, mediaId: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let revoked = false;
    let made: string | undefined;
    void runtime
      .media()
      .then((store) => store.get(mediaId))
      .then((stored) => {
        if (revoked || !stored) return;
        made = URL.createObjectURL(stored.data);
        setUrl(made);
      });
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [runtime, mediaId]);
  return url;
}
