import { describe, expect, it } from 'vitest';
import { recordKeyFor, subjectRecordKey, TID_PATTERN } from './recordKey';

describe('recordKeyFor', () => {
  it('gives the same valid TID for the same job, and different ones for different jobs', () => {
    const key = '01JD7R8Y1N8ZC4T2V7X0S5M3QK:Bsky';
    expect(recordKeyFor(key)).toBe(recordKeyFor(key));
    expect(recordKeyFor(key)).toMatch(TID_PATTERN);
    expect(recordKeyFor(`${key}:2`)).not.toBe(recordKeyFor(key));
  });

  it('sorts by the time in the key, as TIDs do', () => {
    const earlier = recordKeyFor('01JD7R8Y1N8ZC4T2V7X0S5M3QK');
    const later = recordKeyFor('01JD7R9Y1N8ZC4T2V7X0S5M3QK');
    expect(earlier < later).toBe(true);
  });

  it('falls back to the clock for keys that are not ULIDs', () => {
    expect(recordKeyFor('job-1', () => 1_700_000_000_000)).toMatch(TID_PATTERN);
  });
});

describe('subjectRecordKey', () => {
  const post = 'at://did:plc:abc/app.bsky.feed.post/3kabc';
  it('gives the same valid TID for the same thing, another for another thing', () => {
    const like = subjectRecordKey('app.bsky.feed.like', post);
    expect(like).toBe(subjectRecordKey('app.bsky.feed.like', post));
    expect(like).toMatch(TID_PATTERN);
    expect(subjectRecordKey('app.bsky.feed.repost', post)).not.toBe(like);
    expect(subjectRecordKey('app.bsky.feed.like', `${post}x`)).not.toBe(like);
  });

  it('dates the key in the past, before records written now', () => {
    const now = recordKeyFor('job-1', () => Date.parse('2026-01-01'));
    expect(subjectRecordKey('app.bsky.graph.follow', 'did:plc:xyz') < now).toBe(true);
  });
});
