import { AtpAgent } from '@atproto/api';
import { describe, expect, it } from 'vitest';
import { uploadBskyVideo } from './bskyVideoUpload';

describe('uploadBskyVideo before any call (composer.md §8)', () => {
  it("'No Bsky profile found' for an agent whose session is gone", async () => {
    // An agent with no session (a refused refresh clears it): nothing is sent anywhere.
    const agent = new AtpAgent({ service: 'http://127.0.0.1:9' });
    const result = await uploadBskyVideo({
      agent,
      video: { url: 'http://127.0.0.1:9', did: 'did:web:video.test' },
      file: { data: new Blob([new Uint8Array(8)]), mimeType: 'video/mp4', name: 'v.mp4' },
      signal: AbortSignal.timeout(1000),
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'No Bsky profile found' },
    });
  });
});
