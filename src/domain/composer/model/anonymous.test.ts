import { describe, expect, it } from 'vitest';
import { anonymousPostOutcome, anonymousPostStatusSchema } from './anonymous';

describe('anonymous post status (composer.md §3.9, §4.3)', () => {
  it('queued and generating_proof wait, sent succeeds, proof_failed and failed fail', () => {
    expect(anonymousPostOutcome('queued')).toBe('pending');
    expect(anonymousPostOutcome('generating_proof')).toBe('pending');
    expect(anonymousPostOutcome('sent')).toBe('success');
    expect(anonymousPostOutcome('proof_failed')).toBe('error');
    expect(anonymousPostOutcome('failed')).toBe('error');
  });

  it('parses a status with its cast hashes and refuses an unknown status', () => {
    const status = {
      status: 'sent',
      cast_hashs: [{ community: 'anoncast', hash: '0x1', tweetId: '9' }],
    };
    expect(anonymousPostStatusSchema.parse(status)).toEqual(status);
    expect(anonymousPostStatusSchema.safeParse({ ...status, status: 'done' }).success).toBe(false);
  });
});
