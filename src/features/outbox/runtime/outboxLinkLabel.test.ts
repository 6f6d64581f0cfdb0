import { describe, expect, it } from 'vitest';
import { outboxLinkLabel } from './outboxLinkLabel';

describe('outboxLinkLabel', () => {
  it('counts posts waiting and failed', () => {
    expect(outboxLinkLabel({ waiting: 1, failed: 0 })).toBe('Outbox, 1 post waiting');
    expect(outboxLinkLabel({ waiting: 3, failed: 0 })).toBe('Outbox, 3 posts waiting');
    expect(outboxLinkLabel({ waiting: 0, failed: 1 })).toBe('Outbox, 1 post failed');
    expect(outboxLinkLabel({ waiting: 0, failed: 2 })).toBe('Outbox, 2 posts failed');
    expect(outboxLinkLabel({ waiting: 2, failed: 1 })).toBe('Outbox, 2 posts waiting, 1 failed');
    expect(outboxLinkLabel({ waiting: 0, failed: 0 })).toBe('Outbox');
  });
});
