import { describe, expect, it } from 'vitest';
import type { Poll } from '../model/poll';
import { newPoll } from '../model/poll';
import {
  addPollOption,
  addPollOptionReason,
  canAddPollOption,
  canRemovePollOption,
  removePollOption,
  setPollMultipleCount,
  setPollOptionLabel,
  setPollType,
} from './pollOptions';

const poll = (): Poll => {
  let n = 0;
  return newPoll(() => `id${++n}`);
};

describe('poll options (composer.md §5.5)', () => {
  it("adds options up to the sources' maximum, then 'Add option' is disabled", () => {
    let p = poll();
    expect(canAddPollOption(p, ['Twitter'])).toBe(true);
    p = addPollOption(p, 'c', ['Twitter']);
    p = addPollOption(p, 'd', ['Twitter']);
    expect(p.options.map((o) => o.id)).toEqual(['id2', 'id3', 'c', 'd']);
    expect(canAddPollOption(p, ['Twitter'])).toBe(false);
    expect(addPollOption(p, 'e', ['Twitter'])).toBe(p);
  });

  it("says why 'Add option' is disabled (issue 18)", () => {
    const two = poll();
    expect(addPollOptionReason(two, ['Twitter'])).toBeUndefined();
    const four = addPollOption(addPollOption(two, 'c', ['Twitter']), 'd', ['Twitter']);
    expect(addPollOptionReason(four, ['Twitter'])).toBe(
      'A poll can have at most 4 options on the networks you chose.',
    );
  });

  it('removes options only above the minimum', () => {
    const two = poll();
    expect(canRemovePollOption(two, ['Lens'])).toBe(false);
    expect(removePollOption(two, 'id2', ['Lens'])).toBe(two);
    const three = addPollOption(two, 'c', ['Lens']);
    expect(canRemovePollOption(three, ['Lens'])).toBe(true);
    expect(removePollOption(three, 'id2', ['Lens']).options.map((o) => o.id)).toEqual(['id3', 'c']);
    expect(removePollOption(three, 'unknown', ['Lens'])).toBe(three);
  });

  it('lowers multiple_count with the options', () => {
    const three = setPollMultipleCount(
      setPollType(addPollOption(poll(), 'c', ['Lens']), 'Multiple'),
      3,
    );
    expect(three.multiple_count).toBe(3);
    expect(removePollOption(three, 'c', ['Lens']).multiple_count).toBe(2);
  });

  it("cuts an option's label to the sources' maximum length (X 25, Farcaster and Lens 32)", () => {
    const p = poll();
    const long = 'x'.repeat(40);
    expect(setPollOptionLabel(p, 'id2', long, ['Twitter', 'Lens']).options[0]?.label).toHaveLength(
      25,
    );
    expect(setPollOptionLabel(p, 'id2', long, ['Lens']).options[0]?.label).toHaveLength(32);
    expect(setPollOptionLabel(p, 'id2', '👍'.repeat(30), ['Lens']).options[0]?.label).toBe(
      '👍'.repeat(30),
    );
    expect(setPollOptionLabel(p, 'id3', 'B', ['Lens']).options.map((o) => o.label)).toEqual([
      '',
      'B',
    ]);
  });

  it('keeps multiple_count only for Multiple', () => {
    const multiple = setPollType(poll(), 'Multiple');
    expect(multiple.multiple_count).toBe(2);
    expect(setPollType(multiple, 'Single')).not.toHaveProperty('multiple_count');
    expect(setPollMultipleCount(setPollType(multiple, 'Single'), 2)).not.toHaveProperty(
      'multiple_count',
    );
    expect(setPollMultipleCount(multiple, 0).multiple_count).toBe(1);
    expect(setPollMultipleCount(multiple, 9).multiple_count).toBe(2);
  });
});
