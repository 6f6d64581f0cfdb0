import { expect, test } from '@playwright/test';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { eventsOfType, wakeSyncWithEveryTabClosed } from './support/backgroundSync';
import { landed } from './support/landed';
import { castsOf, FRAME, lensPostsOf } from './support/pollPosts';
import { delegateXAndBluesky, postToXAndBluesky, tasksWith } from './support/scheduleTasks';
import { daysFromNow, setScheduleTime } from './support/scheduleTime';
import { signInAsDemo } from './support/signInAsDemo';
import { openComposer } from './support/openComposer';

// The schedule modal works in the device's time zone: this one's is UTC, so the test can name days.
test.use({ timezoneId: 'UTC' });

test('a post queued offline is published by the background-sync service worker with every tab closed', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  const session = await signInAsDemo(page);

  await context.setOffline(true);
  const text = `Sent from a tunnel ${Date.now().toString(36)}`;
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Your post goes out' }),
  ).toBeVisible();

  const blank = await wakeSyncWithEveryTabClosed(context, page, baseURL);
  await expect
    .poll(() => landed(blank.request, text, session), { timeout: 30_000 })
    .toEqual({ Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 });

  // The post reports (composer.md §7.3) went from the service worker too: a page of the
  // origin that runs no app (an API answer) reads the log while no app page is open.
  const probe = await context.newPage();
  await probe.goto('/api/sandbox/demo');
  await expect
    .poll(
      async () =>
        (await eventsOfType(probe, 'ServerCallSucceeded')).filter((e) =>
          e.payload.callId?.endsWith(':report'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(4);
  await probe.close();

  // The app, opened again, shows it published and starts no second attempt.
  const again = await context.newPage();
  await again.goto('/outbox');
  const outbox = again.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByRole('row').filter({ hasText: 'Published' })).toHaveCount(4);
  await expect(outbox.getByRole('cell', { name: '1', exact: true })).toHaveCount(4);

  // The log says who sent them: the service worker, every time. (Chromium may fire the
  // sync as soon as it is registered: its own idea of the network ignores the test's
  // offline switch; the page's worker, told it is offline, sends nothing.)
  const executors = (await eventsOfType(again, 'PublishAttempted')).map(
    (e) => e.payload.executor ?? '',
  );
  expect(executors.length).toBeGreaterThanOrEqual(4);
  expect(executors.filter((name) => !name.startsWith('service-worker-'))).toEqual([]);
});

test('a poll post written offline gets its one frame poll and reaches the networks from the background-sync service worker with every tab closed (composer.md §7.4)', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);

  await context.setOffline(true);
  const composer = await openComposer(page);
  // Bluesky has no polls: the poll button waits until only poll networks are chosen.
  await composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { name: /^Bluesky/ })
    .click();
  const question = `Polled from a tunnel ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(question);
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByRole('group', { name: 'Poll' });
  await poll.getByRole('textbox', { name: 'Option 1' }).fill('Now');
  await poll.getByRole('textbox', { name: 'Option 2' }).fill('Later');
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Your post goes out' }),
  ).toBeVisible();

  const blank = await wakeSyncWithEveryTabClosed(context, page, baseURL);
  await expect.poll(() => castsOf(blank.request, question), { timeout: 45_000 }).toHaveLength(1);
  await expect
    .poll(() => lensPostsOf(blank.request, question), { timeout: 30_000 })
    .toHaveLength(1);
  const [cast = ''] = await castsOf(blank.request, question);
  const [lensPost = ''] = await lensPostsOf(blank.request, question);
  const pollId = FRAME.exec(cast)?.[1];
  // One poll for the post, made on the product server while no tab was open: both link to it.
  expect(pollId).toBeDefined();
  expect(FRAME.exec(lensPost)?.[1]).toBe(pollId);
  const created = (await (
    await blank.request.get(`/v1/vote_frame/poll?poll_id=${pollId ?? ''}`)
  ).json()) as { data: { title: string; choice_detail: { name: string }[] } };
  expect(created.data.title).toBe(question);
  expect(created.data.choice_detail.map((c) => c.name)).toEqual(['Now', 'Later']);

  // The poll was made by the service worker's drain: no app page was open, and the log says so.
  const probe = await context.newPage();
  await probe.goto('/api/sandbox/demo');
  // (Each network's job may log the poll it asked for: the Idempotency-Key answers the same one.)
  const polls = await eventsOfType(probe, 'FramePollCreated');
  expect(polls.length).toBeGreaterThanOrEqual(1);
  expect([...new Set(polls.map((e) => e.payload.pollId))]).toEqual([pollId]);
  const executors = (await eventsOfType(probe, 'PublishAttempted')).map(
    (e) => e.payload.executor ?? '',
  );
  expect(executors.length).toBeGreaterThanOrEqual(3);
  expect(executors.filter((name) => !name.startsWith('service-worker-'))).toEqual([]);
});

test('a post scheduled offline, its picture and all, is created on the server by the background-sync service worker with every tab closed (composer.md §4.9)', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await signInAsDemo(page);
  await delegateXAndBluesky(page.request, token);

  await context.setOffline(true);
  const composer = await openComposer(page);
  const text = `Scheduled from a tunnel ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await postToXAndBluesky(composer);
  // A picture goes along: with no tab open, the service worker stores it on the product's storage.
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'tunnel.png', mimeType: 'image/png', buffer: Buffer.from(seedPicture(11)) });
  await expect(composer.getByRole('img', { name: /^tunnel\.png/ })).toBeVisible();
  await composer.getByRole('button', { name: 'Schedule post' }).click();
  const at = daysFromNow(2, 8, 15);
  await setScheduleTime(page.getByRole('dialog', { name: 'Schedule post' }), at);
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(composer).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your post is scheduled when you are back online' }),
  ).toBeVisible();
  expect(await tasksWith(page.request, token, text)).toHaveLength(0);

  const blank = await wakeSyncWithEveryTabClosed(context, page, baseURL);
  await expect
    .poll(async () => (await tasksWith(blank.request, token, text)).length, { timeout: 45_000 })
    .toBe(1);
  const [task] = await tasksWith(blank.request, token, text);
  expect(task?.schedule_at).toBe(at.toISOString());
  expect(task?.display_info.media_type).toEqual(['Text', 'Image']);
  expect(task?.relation.map((r) => r.platform).sort()).toEqual(['Bsky', 'Twitter']);

  // Prepared and asked for while no app page was open; the app, opened again, creates nothing more.
  const probe = await context.newPage();
  await probe.goto('/api/sandbox/demo');
  const calls = (await eventsOfType(probe, 'ServerCallSucceeded')).filter((e) =>
    e.payload.callId?.endsWith(':schedule'),
  );
  expect(calls.length).toBeGreaterThanOrEqual(1);
  await probe.close();
  const again = await context.newPage();
  await again.goto('/draft?tab=Scheduled');
  await expect(
    again.getByRole('list', { name: 'Scheduled posts' }).getByRole('listitem').filter({
      hasText: text,
    }),
  ).toContainText('Pending', { timeout: 20_000 });
  expect(await tasksWith(again.request, token, text)).toHaveLength(1);
});
