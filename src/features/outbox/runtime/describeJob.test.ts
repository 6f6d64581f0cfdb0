import { describe, expect, it } from 'vitest';
import type { PublishJob } from '@/sync/publish/publishJobsProjection';
import { describeJob } from './describeJob';

const job = (change: Partial<PublishJob>): PublishJob => ({
  id: 'i:Bsky:0',
  intentId: 'i',
  source: 'Bsky',
  accountId: 'did:plc:a',
  index: 0,
  status: 'waiting',
  attempts: 0,
  totalAttempts: 0,
  tries: 0,
  failures: 0,
  retryAt: 1000,
  mayHaveLanded: false,
  createdAt: 1000,
  ...change,
});

const clock = (at: number) => `t+${(at - 1000) / 1000}s`;

describe('describeJob', () => {
  it('says what a job is doing and when it tries next', () => {
    expect(describeJob(job({}), 1000)).toBe('Waiting to send');
    expect(describeJob(job({ tries: 2 }), 1000)).toBe('Retrying');
    expect(describeJob(job({ tries: 1, retryAt: 13_500 }), 1000, clock)).toBe(
      'Next attempt at t+12.5s (in 13 s)',
    );
    expect(describeJob(job({ tries: 7, retryAt: 241_000 }), 1000, clock)).toBe(
      'Next attempt at t+240s (in 4 min)',
    );
    expect(describeJob(job({ status: 'unknown' }), 1000)).toBe('Checking whether it landed');
    expect(describeJob(job({ status: 'succeeded' }), 1000)).toBe('Published');
    expect(describeJob(job({ status: 'failed' }), 1000)).toBe('Failed');
    expect(describeJob(job({ status: 'discarded' }), 1000)).toBe('Discarded');
  });
});
