import { describe, expect, it } from 'vitest';
import { appCatalog } from '@/events/appCatalog';
import { fakeIndexedDb, openTestLog } from '@/events/testing/openTestLog';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import type { Draft } from '@/domain/composer/model/draft';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { draftActions } from '../hooks/useDrafts';

const draft: Draft = {
  version: 1,
  draftId: '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21',
  type: 'compose',
  posts: [emptyComposerPost('p0', { chars: 'hi' })],
  availableProfiles: [],
  cursor: 'p0',
  createdAt: 0,
};

describe('draft events name their draft (composer.md §8, event reporting)', () => {
  it("refuses a draft without its id ('Draft ID is missing.') or posts ('Post is missing.'), writing nothing", async () => {
    const { log, close } = await openTestLog(appCatalog, { env: fakeIndexedDb() });
    try {
      const drafts = draftActions({ log } as unknown as AppRuntime);
      await expect(drafts.save({ ...draft, draftId: '' })).rejects.toThrow('Draft ID is missing.');
      await expect(drafts.remove('')).rejects.toThrow('Draft ID is missing.');
      await expect(drafts.save({ ...draft, posts: [] })).rejects.toThrow('Post is missing.');
      expect(await log.head()).toBe(0);
      await drafts.save(draft);
      expect(await log.head()).toBe(1);
    } finally {
      close();
    }
  });
});
