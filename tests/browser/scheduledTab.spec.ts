import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { openComposer } from './support/openComposer';
import { setFaults } from './support/sandboxFaults';
import { advanceServerClock, dateOf, timeOf } from './support/scheduleTime';
import { signInAsNewPerson, type SandboxPerson } from './support/signInAsDemo';

// The formats of composer.md §2.6 are the device's time zone: this one's is UTC.
test.use({ timezoneId: 'UTC' });

/** How many attached files the device keeps (the media store). */
function mediaFilesOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('polycast-media');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('files')) return 0;
    return new Promise<number>((resolve, reject) => {
      const request = db.transaction('files').objectStore('files').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  });
}

/** The product server's API with the person's session. */
function productApi(request: APIRequestContext, token: string) {
  return async (path: string, data: unknown) => {
    const answer = await request.post(path, {
      data,
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as Record<string, unknown>;
    return { status: answer.status(), body };
  };
}

type Api = ReturnType<typeof productApi>;

/** The person's account on a network, as the sandbox minted it. */
function accountOn(person: SandboxPerson, source: string) {
  const account = person.accounts.find((a) => a.source === source);
  if (!account) throw new Error(`the person has no ${source} account`);
  return account;
}

/** The person lets the server post on X (consent: the server holds its account's X tokens). */
async function delegateX(api: Api, person: SandboxPerson): Promise<string> {
  const x = accountOn(person, 'Twitter');
  const answer = await api('/api/delegations/x', { xUserId: x.accountId });
  expect(answer.status).toBeLessThan(300);
  return x.accountId;
}

/** The person lets the server post on Bluesky: an app password made for it. */
async function delegateBsky(
  request: APIRequestContext,
  api: Api,
  person: SandboxPerson,
): Promise<string> {
  const pds = readManifest()?.bsky.pds;
  if (!pds) throw new Error('no sandbox manifest');
  const bsky = accountOn(person, 'Bsky');
  const session = (await (
    await request.post(`${pds}/xrpc/com.atproto.server.createSession`, {
      data: { identifier: bsky.handle, password: person.signIn.bskyPassword },
    })
  ).json()) as { accessJwt: string };
  const appPassword = (await (
    await request.post(`${pds}/xrpc/com.atproto.server.createAppPassword`, {
      data: { name: `Polycast scheduled posts ${Date.now()}` },
      headers: { Authorization: `Bearer ${session.accessJwt}` },
    })
  ).json()) as { password: string };
  const answer = await api('/api/delegations/bsky', {
    did: bsky.accountId,
    handle: bsky.handle,
    appPassword: appPassword.password,
  });
  expect(answer.status).toBeLessThan(300);
  return bsky.accountId;
}

/** Creates a task through the API, as the composer would (composer.md §7.2). */
async function schedule(
  api: Api,
  at: Date,
  text: string,
  targets: { platform: 'Twitter' | 'Bsky'; platformUserId: string }[],
  extra: Record<string, unknown> = {},
) {
  const created = await api('/v3/post/schedule', {
    scheduleTime: at.toISOString(),
    posts: targets.map((target) => ({
      ...target,
      payload: JSON.stringify([{ text, ...extra }]),
    })),
    display_info: { content: text, media_type: extra.poll ? ['Text', 'Vote'] : ['Text'] },
    ua_type: 'web',
    groupId: crypto.randomUUID(),
  });
  expect(created.status).toBeLessThan(300);
  return (created.body.data as { taskId: string }).taskId;
}

/** Moves the product server's clock (sandbox only) and answers its time. */

async function history(api: Api) {
  const answer = await api('/v3/post/schedule/history', { cursor: null, size: 20 });
  return (
    answer.body.data as { posts: { task_uuid: string; schedule_at: string; status: string }[] }
  ).posts;
}

test('issue 18 #18: Set password waits for 8 characters typed twice, and says what is missing (composer.md §5.6)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A person of its own: the test sets the account's password.
  const { token, person } = await signInAsNewPerson(page);
  const api = productApi(page.request, token);
  const xUserId = await delegateX(api, person);
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(9, 0, 0, 0);
  const text = `Password first ${Date.now().toString(36)}`;
  await schedule(api, at, text, [{ platform: 'Twitter', platformUserId: xUserId }]);

  await page.goto('/draft?tab=Scheduled');
  const item = page
    .getByRole('list', { name: 'Scheduled posts' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await item.getByRole('button', { name: /^Edit scheduled post/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a password' });
  const setIt = dialog.getByRole('button', { name: 'Set password' });
  await expect(setIt).toBeDisabled();

  // Five characters: too short, and the dialog says so under the fields.
  await dialog.getByLabel('New password').fill('abcde');
  await dialog.getByLabel('Confirm password').fill('abcde');
  await expect(setIt).toBeDisabled();
  await expect(dialog.getByText('Use at least 8 characters.', { exact: true })).toBeVisible();
  await expect(setIt).toHaveAccessibleDescription('Use at least 8 characters.');

  // Long enough, but the two differ.
  await dialog.getByLabel('New password').fill('long enough');
  await dialog.getByLabel('Confirm password').fill('long enougH');
  await expect(setIt).toBeDisabled();
  await expect(dialog.getByText('The passwords do not match.', { exact: true })).toBeVisible();
  await expect(setIt).toHaveAccessibleDescription('The passwords do not match.');

  // The same twice: nothing is missing, and the password is set.
  await dialog.getByLabel('Confirm password').fill('long enough');
  await expect(setIt).toBeEnabled();
  await expect(setIt).toHaveAccessibleDescription('');
  await expect(dialog.getByText('The passwords do not match.')).toHaveCount(0);
  await setIt.click();
  await expect(page.getByRole('dialog', { name: 'Change the scheduled time' })).toBeVisible();
});

test('the Scheduled tab lists, edits after the password, deletes, and reopens a failed post', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A person of its own: this test sets the account's password and counts its wrong tries.
  const { token, person } = await signInAsNewPerson(page);
  const api = productApi(page.request, token);
  const xUserId = await delegateX(api, person);
  const did = await delegateBsky(page.request, api, person);

  // Tomorrow 10:00 (UTC): in the future and within 7 days whenever the test runs.
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(10, 0, 0, 0);
  const text = `Scheduled poll ${Date.now().toString(36)}`;
  const taskId = await schedule(api, at, text, [{ platform: 'Twitter', platformUserId: xUserId }], {
    poll: { options: ['Yes', 'No'], duration_minutes: 60 },
  });

  await page.goto('/draft?tab=Scheduled');
  const list = page.getByRole('list', { name: 'Scheduled posts' });
  const item = list.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('[Poll]');
  await expect(item).toContainText('X');
  await expect(item.locator('.scheduled-date')).toHaveText(dateOf(at));
  await expect(item.locator('.scheduled-time')).toHaveText(timeOf(at));

  // The tip stays dismissed (a preference in the log).
  const tip = page.getByRole('note', { name: 'About scheduled posts' });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(tip).toBeHidden();
  await page.reload();
  await expect(item).toBeVisible();
  await expect(tip).toBeHidden();

  // Editing asks to set a password first (none is set), then for the new time.
  await item.getByRole('button', { name: /^Edit scheduled post/ }).click();
  const setPassword = page.getByRole('dialog', { name: 'Set a password' });
  await setPassword.getByLabel('New password').fill('short');
  await setPassword.getByLabel('Confirm password').fill('short');
  await expect(
    setPassword.getByRole('button', { name: 'Set password' }),
  ).toHaveAccessibleDescription('Use at least 8 characters.');
  await setPassword.getByLabel('New password').fill('scheduled secret');
  await setPassword.getByLabel('Confirm password').fill('scheduled secret');
  await setPassword.getByRole('button', { name: 'Set password' }).click();
  const timeModal = page.getByRole('dialog', { name: 'Change the scheduled time' });
  await expect(timeModal).toBeVisible();
  await expect(timeModal.getByRole('button', { name: 'Update' })).toBeDisabled();
  await timeModal.getByLabel('Hour').selectOption('15');
  await timeModal.getByLabel('Minute').selectOption('30');
  await timeModal.getByRole('button', { name: 'Update' }).click();
  await expect(timeModal).toBeHidden();
  const moved = new Date(at);
  moved.setUTCHours(15, 30);
  await expect(item.locator('.scheduled-time')).toHaveText(timeOf(moved));
  expect(timeOf(moved)).toBe('03:30 PM');
  await expect
    .poll(async () => (await history(api)).find((t) => t.task_uuid === taskId)?.schedule_at)
    .toBe(moved.toISOString());

  // Within 30 minutes the server still counts this session verified (a reload forgets what the tab knew).
  await page.reload();
  await item.getByRole('button', { name: /^Edit scheduled post/ }).click();
  await expect(timeModal).toBeVisible();
  await timeModal.getByRole('button', { name: 'Cancel' }).click();

  // 31 minutes later (the server's clock) the password is asked for again.
  await advanceServerClock(page.request, 31 * 60_000);
  await page.reload();
  await item.getByRole('button', { name: /^Edit scheduled post/ }).click();
  const verify = page.getByRole('dialog', { name: 'Verify your password' });
  await verify.getByLabel('Password').fill('not the password');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByRole('alert')).toHaveText('Wrong password. 4 tries left.');
  await verify.getByLabel('Password').fill('scheduled secret');
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify).toBeHidden();
  await expect(timeModal).toBeVisible();
  await timeModal.getByRole('button', { name: 'Cancel' }).click();

  // Delete asks first, then the task is gone here and on the server.
  await item.getByRole('button', { name: /^Delete scheduled post/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete scheduled post?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toBeHidden();
  await expect
    .poll(async () => (await history(api)).some((t) => t.task_uuid === taskId))
    .toBe(false);

  // A task that fails on X only: due 2 minutes after the server's now, its clock moved past it, X refusing posts.
  const soon = new Date((await advanceServerClock(page.request, 0)) + 2 * 60_000);
  soon.setUTCSeconds(0, 0);
  const failing = `Fails on X ${Date.now().toString(36)}`;
  const failedId = await schedule(api, soon, failing, [
    { platform: 'Twitter', platformUserId: xUserId },
    { platform: 'Bsky', platformUserId: did },
  ]);
  await setFaults(page, 'x', { errorRate: 1, errorStatus: 400, paths: ['/2/tweets'] });
  try {
    await advanceServerClock(page.request, 5 * 60_000);
    await expect
      .poll(async () => (await history(api)).find((t) => t.task_uuid === failedId)?.status, {
        timeout: 45_000,
      })
      .toBe('Failed');
  } finally {
    await setFaults(page, 'x', null);
  }
  await page.reload();
  const failedItem = list.getByRole('listitem').filter({ hasText: failing });
  await expect(failedItem).toContainText('Failed on X');
  await failedItem.getByRole('button', { name: /^Open scheduled post/ }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  await expect(composer.getByRole('note', { name: 'Failed scheduled post' })).toBeVisible();
  await expect(composer.getByLabel('Post text')).toHaveValue(failing);
  await expect(composer.getByRole('button', { name: /^X @/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const other of ['Bluesky', 'Farcaster', 'Lens']) {
    await expect(composer.getByRole('button', { name: new RegExp(`^${other} @`) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
});

test('the list pages as it scrolls; an edit made offline waits, and a refusal says why', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, person } = await signInAsNewPerson(page);
  // Calls from the test itself, not the page: they work while the page is offline.
  const api = productApi(request, token);
  const xUserId = await delegateX(api, person);
  const tag = Date.now().toString(36);
  const base = new Date();
  base.setUTCDate(base.getUTCDate() + 1);
  base.setUTCHours(8, 0, 0, 0);
  for (let i = 0; i < 22; i++) {
    const at = new Date(base.getTime() + i * 60_000);
    await schedule(api, at, `Paged ${tag} #${i}`, [
      { platform: 'Twitter', platformUserId: xUserId },
    ]);
  }

  await page.goto('/draft?tab=Scheduled');
  const list = page.getByRole('list', { name: 'Scheduled posts' });
  const items = list.getByRole('listitem').filter({ hasText: `Paged ${tag}` });
  // One page of 20; the rest when the end of the list scrolls into view.
  await expect(items).toHaveCount(20);
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(items).toHaveCount(22);
  await expect(list).toHaveCSS('height', '478px');

  const first = list.getByRole('listitem').filter({ hasText: `Paged ${tag} #0` });
  await expect(first.locator('.scheduled-time')).toHaveText('08:00 AM');
  await first.getByRole('button', { name: /^Edit scheduled post/ }).click();
  const setPassword = page.getByRole('dialog', { name: 'Set a password' });
  await setPassword.getByLabel('New password').fill('offline secret');
  await setPassword.getByLabel('Confirm password').fill('offline secret');
  await setPassword.getByRole('button', { name: 'Set password' }).click();
  const timeModal = page.getByRole('dialog', { name: 'Change the scheduled time' });
  await timeModal.getByRole('button', { name: 'Cancel' }).click();

  // Offline, with a verification the tab saw: the edit is queued and shown at once.
  await context.setOffline(true);
  await first.getByRole('button', { name: /^Edit scheduled post/ }).click();
  await timeModal.getByLabel('Hour').selectOption('9');
  await timeModal.getByRole('button', { name: 'Update' }).click();
  await expect(timeModal).toBeHidden();
  await expect(first.locator('.scheduled-time')).toHaveText('09:00 AM');
  await expect(first).toContainText('The new time will be sent when Polycast can be reached.');
  const firstTask = async () =>
    (await history(api)).find((task) => task.schedule_at === base.toISOString());
  expect(await firstTask()).toBeDefined();

  // The verification runs out while it waits: back online, the server refuses it, in §8's words and its own.
  await advanceServerClock(request, 31 * 60_000);
  await context.setOffline(false);
  await expect(first.getByRole('alert')).toHaveText(
    'Failed to update scheduled post. Verify your password to edit scheduled posts.',
  );
  await expect(first.locator('.scheduled-time')).toHaveText('08:00 AM');
  expect(await firstTask()).toBeDefined();
  // The tab no longer trusts the verification it saw: the next edit asks for the password.
  await first.getByRole('button', { name: /^Edit scheduled post/ }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your password' })).toBeVisible();
});

test('a post scheduled offline shows as queued, then as the server’s task; failed, it reopens with its picture', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { token, person } = await signInAsNewPerson(page);
  const api = productApi(request, token);
  await delegateX(api, person);
  await delegateBsky(request, api, person);

  // Written and scheduled offline, for tomorrow 09:00, to X and Bluesky, with a picture.
  await context.setOffline(true);
  const composer = await openComposer(page);
  const text = `Scheduled on a train ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  await postTo.getByRole('button', { name: /^Farcaster/ }).click();
  await postTo.getByRole('button', { name: /^Lens/ }).click();
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'train.png', mimeType: 'image/png', buffer: Buffer.from(seedPicture(11)) });
  await expect(composer.getByRole('img', { name: /^train\.png/ })).toBeVisible();
  await composer.getByRole('button', { name: 'Schedule post' }).click();
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(9, 0, 0, 0);
  const modal = page.getByRole('dialog', { name: 'Schedule post' });
  await modal.getByLabel('Date').selectOption(at.toISOString().slice(0, 10));
  await modal.getByLabel('Hour').selectOption('9');
  await modal.getByLabel('Minute').selectOption('0');
  await modal.getByRole('button', { name: 'Set time' }).click();
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(composer).toBeHidden();

  // The tab shows it queued on this device, with its marker and time.
  await page.goto('/draft?tab=Scheduled');
  const list = page.getByRole('list', { name: 'Scheduled posts' });
  const item = list.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Queued');
  await expect(item).toContainText('It will be scheduled when Polycast can be reached.');
  await expect(item).toContainText('[Image]');
  await expect(item.locator('.scheduled-date')).toHaveText(dateOf(at));
  await expect(item.locator('.scheduled-time')).toHaveText('09:00 AM');

  // Back online the outbox creates the task, and the list shows the server's, once.
  await context.setOffline(false);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Pending', { timeout: 30_000 });
  await expect(item).not.toContainText('Queued');
  await expect(item).toContainText('[Image]');

  // X refuses it when its minute comes: the task fails on X only.
  await setFaults(page, 'x', { errorRate: 1, errorStatus: 400, paths: ['/2/tweets'] });
  try {
    const now = await advanceServerClock(request, 0);
    await advanceServerClock(request, at.getTime() - now + 60_000);
    await expect
      .poll(
        async () => (await history(api)).find((t) => t.schedule_at === at.toISOString())?.status,
        {
          timeout: 45_000,
        },
      )
      .toBe('Failed');
  } finally {
    await setFaults(page, 'x', null);
  }
  await page.reload();
  await expect(item).toContainText('Failed on X');

  // The device let go of the picture once the task existed (it is on the product's storage).
  await expect.poll(() => mediaFilesOnDevice(page)).toBe(0);
  // Reopened: this device's own draft, its picture fetched back from the product's storage.
  await item.getByRole('button', { name: /^Open scheduled post/ }).click();
  const reopened = page.getByRole('dialog', { name: 'New post' });
  await expect(reopened.getByRole('note', { name: 'Failed scheduled post' })).toBeVisible();
  await expect(reopened.getByLabel('Post text')).toHaveValue(text);
  const picture = reopened.getByRole('img', { name: /^train\.png/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await mediaFilesOnDevice(page)).toBe(1);
  const reopenedTo = reopened.getByRole('group', { name: 'Post to' });
  await expect(reopenedTo.getByRole('button', { name: /^X @/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reopenedTo.getByRole('button', { name: /^Bluesky @/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('issue 19: the scheduled posts read online open offline after a reload, from the cache kept on the device', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, person } = await signInAsNewPerson(page);
  const api = productApi(request, token);
  const xUserId = await delegateX(api, person);
  const tag = Date.now().toString(36);
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 2);
  for (const n of [1, 2]) {
    await schedule(api, new Date(at.getTime() + n * 60_000), `Kept ${tag} #${n}`, [
      { platform: 'Twitter', platformUserId: xUserId },
    ]);
  }

  await page.goto('/draft?tab=Scheduled');
  const list = page.getByRole('list', { name: 'Scheduled posts' });
  const items = list.getByRole('listitem').filter({ hasText: `Kept ${tag}` });
  await expect(items).toHaveCount(2);
  // The cache is written within a second of the answer, and when the page goes.
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(items).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: `Kept ${tag} #1` })).toBeVisible();
  await context.setOffline(false);
});
