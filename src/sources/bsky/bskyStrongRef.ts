import type { AtpAgent } from '@atproto/api';
import { bskyFailure } from './bskyFailure';

const AT_URI = /^at:\/\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** An at-uri's repo, collection and record key, if it is one of a record. */
export function parseAtUri(uri: string) {
  const [, repo, collection, rkey] = AT_URI.exec(uri) ?? [];
  return repo && collection && rkey ? { repo, collection, rkey } : undefined;
}

/**
 * A strong ref to a record (its uri, cid and value): from its own repo first
 * (fresh: a post just published is there before the AppView indexes it),
 * else from the AppView. Undefined when neither has it; a read that failed
 * for another reason throws (the caller's agent call classifies it).
 */
export async function bskyStrongRef(a: AtpAgent, uri: string, signal: AbortSignal) {
  const parts = parseAtUri(uri);
  if (!parts) return undefined;
  // Only "no such record" sends us to the AppView; a failed read is a failure.
  const fromRepo = await a.com.atproto.repo
    .getRecord(parts, { signal })
    .then(({ data }) =>
      data.cid ? { uri: data.uri, cid: data.cid, value: data.value } : undefined,
    )
    .catch((error: unknown) => {
      if (bskyFailure(error, false).kind === 'invalid') return undefined; // RecordNotFound
      throw error;
    });
  if (fromRepo) return fromRepo;
  const { data } = await a.getPosts({ uris: [uri] }, { signal });
  const post = data.posts[0];
  return post ? { uri: post.uri, cid: post.cid, value: post.record } : undefined;
}
