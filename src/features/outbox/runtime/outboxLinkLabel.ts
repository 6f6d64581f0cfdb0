const posts = (n: number) => `${n} post${n === 1 ? '' : 's'}`;

/**
 * The Outbox link's accessible name: how many posts wait and how many
 * failed ("Outbox, 1 post waiting"), counted in posts, not deliveries.
 */
export function outboxLinkLabel(counts: { waiting: number; failed: number }): string {
  const parts: string[] = [];
  if (counts.waiting > 0) parts.push(`${posts(counts.waiting)} waiting`);
  if (counts.failed > 0) {
    parts.push(counts.waiting > 0 ? `${counts.failed} failed` : `${posts(counts.failed)} failed`);
  }
  return ['Outbox', ...parts].join(', ');
}
