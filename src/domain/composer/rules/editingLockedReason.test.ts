import { describe, expect, it } from 'vitest';
import { editingLockedReason } from './editingLockedReason';

describe('why the editor’s controls are off (composer.md §2.3, §4.6)', () => {
  it('says nothing while editing, and why in every other phase', () => {
    expect(editingLockedReason('editing')).toBeUndefined();
    expect(editingLockedReason('sending')).toBe(
      'The post is on its way: wait until it has been sent.',
    );
    expect(editingLockedReason('failed')).toBe(
      'Some networks failed: retry them, or close to keep the post as a draft.',
    );
    expect(editingLockedReason('published')).toBe('The post has been sent.');
  });
});
