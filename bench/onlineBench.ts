/**
 * The outbox in Chromium, against the sandbox (issue 5's promise): a text
 * post to all four networks written offline; then, from the moment the
 * connection returns, the time to the first publish request and to all four
 * confirmed (the Outbox screen shows each as published).
 * Part of `npm run bench` (needs `dist/`); alone: npx tsx bench/onlineBench.ts [--quick]
 */
import type { Request } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { signedInApp } from './signedInApp';
import { median, ms } from './stats';

type Report = (what: string, target: string, measured: string) => void;

/** The requests that publish a post, one per network. */
const isPublishRequest = (request: Request) =>
  request.method() === 'POST' &&
  (/\/xrpc\/com\.atproto\.repo\.(putRecord|createRecord|applyWrites)$/.test(request.url()) ||
    request.url().endsWith('/v1/submitMessage') ||
    request.url().endsWith('/api/x/tweets') ||
    (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('post(')));

export async function benchOnline(report: Report, quick: boolean): Promise<void> {
  const rounds = quick ? 2 : 5;
  const app = await signedInApp();
  const { page, context, server } = app;
  try {
    const toFirst: number[] = [];
    const toAll: number[] = [];
    for (let round = 0; round < rounds + 1; round++) {
      await page.goto(`${server.url}/outbox`);
      await context.setOffline(true);
      const text = `Back online ${round} ${Date.now().toString(36)}`;
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Post' })
        .click();
      const composer = page.getByRole('dialog', { name: 'New post' });
      await composer.getByLabel('Post text').fill(text);
      await composer.getByRole('button', { name: 'Send' }).click();
      const intent = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: text }) });
      await intent.getByRole('row').filter({ hasText: 'Waiting to send' }).nth(3).waitFor();

      let first: number | undefined;
      const onRequest = (request: Request) => {
        if (first === undefined && isPublishRequest(request)) first = performance.now();
      };
      page.on('request', onRequest);
      const online = performance.now();
      await context.setOffline(false);
      await intent
        .getByRole('row')
        .filter({ hasText: 'Published' })
        .nth(3)
        .waitFor({ timeout: 20_000 });
      const all = performance.now();
      page.off('request', onRequest);
      if (round === 0) continue; // warm-up: each network's code loads on first use
      if (first !== undefined) toFirst.push(first - online);
      toAll.push(all - online);
    }
    report(
      'Outbox: back online to the first publish request',
      '≤ 1 s',
      `median ${ms(median(toFirst))}, worst ${ms(Math.max(...toFirst))} (n=${toFirst.length})`,
    );
    report(
      'Outbox: back online to all four networks confirmed (text post)',
      '≤ 2 s',
      `median ${ms(median(toAll))}, worst ${ms(Math.max(...toAll))} (n=${toAll.length})`,
    );
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchOnline(
    (what, target, measured) =>
      console.log(`${what}: ${measured}${target ? `  (target ${target})` : ''}`),
    process.argv.includes('--quick'),
  );
}
