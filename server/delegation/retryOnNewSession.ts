import type { Source } from '@/sources/source';
import type { SourceResult } from '@/domain/result';

/**
 * Bluesky for the server: a session the PDS refused (its refresh token
 * expired or was revoked) is dropped by the adapter, and the next call signs
 * in again with the app password. So a call refused for its session is made
 * once more, at once: a write refused for its session did not land.
 */
export function retryOnNewSession(source: Source, stillDelegated: () => boolean): Source {
  const again =
    <A extends unknown[], T>(call: (...args: A) => Promise<SourceResult<T>>) =>
    async (...args: A): Promise<SourceResult<T>> => {
      const first = await call(...args);
      if (first.ok || first.error.kind !== 'auth' || !stillDelegated()) return first;
      return call(...args);
    };
  return {
    source: source.source,
    prepare: again(source.prepare.bind(source)),
    publish: again(source.publish.bind(source)),
    reconcile: again(source.reconcile.bind(source)),
    findRecentPostByFingerprint: again(source.findRecentPostByFingerprint.bind(source)),
    deletePost: again(source.deletePost.bind(source)),
    getPost: again(source.getPost.bind(source)),
    getThread: again(source.getThread.bind(source)),
    getProfile: again(source.getProfile.bind(source)),
    uploadMedia: again(source.uploadMedia.bind(source)),
    setToggle: again(source.setToggle.bind(source)),
  };
}
