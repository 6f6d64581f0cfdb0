import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import type { Draft } from '@/domain/composer/model/draft';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import { publishJobsProjection } from '@/sync/publish/publishJobsProjection';
import { orphanedDraftMedia } from './orphanedDraftMedia';

const picture = (id: string): MediaFile => ({
  id,
  file: { name: `${id}.png`, type: 'image/png', size: 10 },
  mimeType: 'image/png',
});

const draft = (draftId: string, ids: string[]): Draft => ({
  version: 1,
  draftId,
  type: 'compose',
  posts: [emptyComposerPost('p0', { images: ids.map(picture) })],
  availableProfiles: [],
  cursor: 'p0',
  createdAt: 0,
});

describe('orphanedDraftMedia', () => {
  it('lets go of a deleted draft’s files that nothing else uses', () => {
    const gone = draft('d1', ['a', 'b', 'c']);
    const other = draft('d2', ['b']);
    // A post sent with 'c': the outbox owns that file now.
    const jobs = publishJobsProjection.apply(publishJobsProjection.initial, {
      id: '01JINTENT00000000000000001',
      type: 'PublishRequested',
      aggregateId: '01JINTENT00000000000000001',
      at: 0,
      seq: 1,
      v: 1,
      payload: {
        kind: 'post',
        targets: [{ source: 'Bsky', accountId: 'did:plc:p' }],
        posts: [
          {
            text: 'sent',
            localMedia: [
              { mediaId: 'c', kind: 'image', mimeType: 'image/png', name: 'c.png', size: 10 },
            ],
          },
        ],
      },
    });
    expect(
      orphanedDraftMedia(
        gone,
        { drafts: { d1: { draft: gone, savedAt: 0 }, d2: { draft: other, savedAt: 0 } } },
        jobs,
      ),
    ).toEqual(['a']);
  });
});
