import { type APIRequestContext, type Locator } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { eventsOfType } from './support/backgroundSync';
import { landed } from './support/landed';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { signInAsDemo } from './support/signInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

/*
 * composer.md §2.4, §3.5, §5.7, §7.7 (mentions) and §3.9, §4.3, §5.8, §7.6,
 * §8 (anonymous posts), against the sandbox's networks and product server.
 */

const manifest = () => {
  const read = readManifest();
  if (!read?.farcaster || !read.demo) throw new Error('the sandbox has no Farcaster or demo');
  return { ...read, farcaster: read.farcaster, demo: read.demo };
};

/** Leaves only these networks selected (all four are, when the composer opens). */
const keepNetworks = async (composer: Locator, keep: readonly string[]) => {
  const toggles = composer.getByRole('group', { name: 'Post to' }).getByRole('button');
  for (const toggle of await toggles.all()) {
    const name = (await toggle.textContent()) ?? '';
    const wanted = keep.some((network) => name.startsWith(`${network} `));
    if ((await toggle.getAttribute('aria-pressed')) === String(!wanted)) await toggle.click();
  }
};

/** Types '@' and a few letters and chooses the suggestion for Sam (satoshi-fan) with the keyboard. */
const mentionSam = async (composer: Locator, before: string) => {
  const text = composer.getByLabel('Post text');
  await text.fill(before);
  await text.pressSequentially('@sato');
  const menu = composer.getByRole('listbox', { name: 'Mention suggestions' });
  const sam = menu.getByRole('option', { name: /Sam.*@satoshi-fan/ });
  // The search waits 1 s for typing to pause, then asks the three searches.
  await expect(sam).toBeVisible({ timeout: 10_000 });
  // One suggestion for the person, covering each network Sam is on.
  await expect(sam).toContainText('Bluesky');
  await expect(sam).toContainText('Farcaster');
  await expect(sam).toContainText('X');
  await expect(text).toHaveAttribute('aria-activedescendant', (await sam.getAttribute('id')) ?? '');
  await text.press('Enter');
  await expect(menu).toBeHidden();
  await expect(text).toHaveValue(`${before}@satoshi-fan `);
  return text;
};

const bskyRecords = async (request: APIRequestContext) => {
  const { bsky, demo } = manifest();
  const answer = await request.get(
    `${bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=100`,
  );
  return (
    (await answer.json()) as {
      records: {
        value: {
          text: string;
          facets?: {
            index: { byteStart: number; byteEnd: number };
            features: { $type: string; did?: string }[];
          }[];
        };
      }[];
    }
  ).records.map((r) => r.value);
};

const castsBy = async (request: APIRequestContext, fid: number) => {
  const answer = await request.get(
    `${manifest().farcaster.hub}/v1/castsByFid?fid=${fid}&pageSize=1000`,
  );
  return (
    (await answer.json()) as {
      messages: {
        data: { castAddBody?: { text: string; mentions?: number[]; mentionsPositions?: number[] } };
      }[];
    }
  ).messages.flatMap((m) => (m.data.castAddBody ? [m.data.castAddBody] : []));
};

/** A user's tweets, read with an account of this device (`as`; the user's own by default). */
const tweetsBy = async (
  request: APIRequestContext,
  session: string,
  userId: string,
  as = userId,
) => {
  const answer = await request.get(`/api/x/users/${userId}/tweets?max_results=100`, {
    headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': as },
  });
  return ((await answer.json()) as { data?: { id: string; text: string }[] }).data ?? [];
};

test('a mention typed with @ goes out as a real mention on Bluesky and Farcaster', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  const { bsky, farcaster, demo } = manifest();
  const composer = await openComposer(page);
  const stamp = Date.now().toString(36);
  // The menu is a listbox the arrow keys move through; Escape closes it, not the composer.
  const field = composer.getByLabel('Post text');
  await field.pressSequentially('@a');
  const menu = composer.getByRole('listbox', { name: 'Mention suggestions' });
  const options = menu.getByRole('option');
  await expect(options.nth(1)).toBeVisible({ timeout: 10_000 });
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id')) ?? '',
  );
  await field.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Escape');
  await expect(menu).toBeHidden();
  await expect(composer).toBeVisible();
  const text = await mentionSam(composer, 'Hello ');
  await text.pressSequentially(`welcome ${stamp}`);
  await keepNetworks(composer, ['Farcaster', 'Bluesky']);
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });

  const samDid = (
    (await (
      await page.request.get(
        `${bsky.pds}/xrpc/com.atproto.identity.resolveHandle?handle=satoshi-fan.test`,
      )
    ).json()) as { did: string }
  ).did;
  const samFid = (
    (await (
      await page.request.get(`${farcaster.hub}/v1/userNameProofByName?name=satoshi-fan`)
    ).json()) as { fid: number }
  ).fid;

  // Bluesky: the text names @satoshi-fan.test, with a mention facet on Sam's DID over it.
  const expected = `Hello @satoshi-fan.test welcome ${stamp}`;
  await expect
    .poll(async () => (await bskyRecords(page.request)).find((r) => r.text === expected), {
      timeout: 20_000,
    })
    .toBeTruthy();
  const record = (await bskyRecords(page.request)).find((r) => r.text === expected);
  const start = Buffer.byteLength('Hello ');
  expect(record?.facets).toEqual([
    expect.objectContaining({
      index: { byteStart: start, byteEnd: start + Buffer.byteLength('@satoshi-fan.test') },
      features: [{ $type: 'app.bsky.richtext.facet#mention', did: samDid }],
    }),
  ]);

  // Farcaster: the cast's mentions hold Sam's fid, at the place the name was.
  await expect
    .poll(
      async () =>
        (await castsBy(page.request, demo.farcaster.fid)).find((c) => c.text.endsWith(stamp)),
      { timeout: 20_000 },
    )
    .toMatchObject({
      text: `Hello  welcome ${stamp}`,
      mentions: [samFid],
      mentionsPositions: [Buffer.byteLength('Hello ')],
    });
});

test('the mention edit dialog sets one network’s handle; Save only when it should', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const { demo } = manifest();
  const composer = await openComposer(page);
  const stamp = Date.now().toString(36);
  await keepNetworks(composer, ['X', 'Bluesky']);
  const text = await mentionSam(composer, `Edited ${stamp} `);
  await text.pressSequentially('thanks');

  await composer.getByRole('button', { name: 'Edit mention @satoshi-fan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit mention @satoshi-fan' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  const xHandle = dialog.getByRole('textbox', { name: 'X handle' });
  const bskyHandle = dialog.getByRole('textbox', { name: 'Bluesky handle' });
  // One input per network of the post, filled with the mention's handle there.
  await expect(xHandle).toHaveValue('satoshi_fan');
  await expect(bskyHandle).toHaveValue('satoshi-fan.test');
  await expect(dialog.getByRole('textbox')).toHaveCount(2);
  // Nothing changed yet.
  await expect(save).toBeDisabled();
  // Only letters, digits, underscore and dot are taken.
  await xHandle.fill('');
  await xHandle.pressSequentially('ada on-chain!');
  await expect(xHandle).toHaveValue('adaonchain');
  await expect(save).toBeEnabled();
  // Every handle empty: nothing to save.
  await xHandle.fill('');
  await bskyHandle.fill('');
  await expect(save).toBeDisabled();
  // The related profiles (several here) fill a network's handle back in.
  await dialog.getByRole('button', { name: /Related profiles/ }).click();
  await dialog.getByRole('button', { name: 'Use Sam @satoshi-fan.test on Bluesky' }).click();
  await expect(bskyHandle).toHaveValue('satoshi-fan.test');
  await xHandle.fill('ada_onchain');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(text).toHaveValue(`Edited ${stamp} @satoshi-fan thanks`);

  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  // X names the handle set in the dialog; Bluesky keeps Sam's.
  await expect
    .poll(
      async () => (await tweetsBy(page.request, session, demo.x?.id ?? '')).map((t) => t.text),
      {
        timeout: 20_000,
      },
    )
    .toContain(`Edited ${stamp} @ada_onchain thanks`);
  await expect
    .poll(async () => (await bskyRecords(page.request)).map((r) => r.text), { timeout: 20_000 })
    .toContain(`Edited ${stamp} @satoshi-fan.test thanks`);
});

const anonymousAccounts = () => {
  const anonymous = readManifest()?.anonymous;
  if (!anonymous) throw new Error('the sandbox has no anonymous accounts');
  return anonymous;
};

/** Opens the anonymous-post panel and answers it. */
const anonymousPanel = async (composer: Locator) => {
  await composer.getByRole('button', { name: 'Post anonymously' }).click();
  const panel = composer.getByRole('group', { name: 'Post anonymously' });
  await expect(panel).toBeVisible();
  return panel;
};

test('an anonymous post goes out from the shared anonymous accounts on Farcaster and X, not the user’s', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const { demo } = manifest();
  const anonymous = anonymousAccounts();
  const composer = await openComposer(page);
  const text = `Said without a name ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  const panel = await anonymousPanel(composer);
  await expect(panel).toContainText('10 of 10 anonymous posts left today.');
  await panel.getByRole('checkbox', { name: 'Anonymously on Farcaster' }).check();
  await panel.getByRole('checkbox', { name: 'Anonymously on X' }).check();
  // composer.md §4.3: the other networks are off.
  const networks = composer.getByRole('group', { name: 'Post to' });
  await expect(networks.getByRole('button', { name: /^Farcaster / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(networks.getByRole('button', { name: /^X / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(networks.getByRole('button', { name: /^Bluesky / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(networks.getByRole('button', { name: /^Lens / })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  // Polled every 800 ms until the product server says sent; then the links to both.
  await expect(composer.getByRole('status').filter({ hasText: 'Posted anonymously.' })).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  const onFarcaster = composer.getByRole('link', { name: 'View on Farcaster' });
  const onX = composer.getByRole('link', { name: 'View on X' });
  await expect(onFarcaster).toHaveAttribute(
    'href',
    new RegExp(`/${anonymous.farcaster.fname}/0x[0-9a-f]{8}$`),
  );
  await expect(onX).toHaveAttribute('href', new RegExp(`/${anonymous.x.username}/status/\\d+$`));

  // On the shared accounts, read back from the hub and the X stand-in.
  const casts = await castsBy(page.request, anonymous.farcaster.fid);
  expect(casts.filter((cast) => cast.text === text)).toHaveLength(1);
  const tweetId = /status\/(\d+)$/.exec((await onX.getAttribute('href')) ?? '')?.[1];
  const tweets = await tweetsBy(page.request, session, anonymous.x.id, demo.x?.id ?? '');
  expect(tweets.filter((tweet) => tweet.text === text).map((tweet) => tweet.id)).toEqual([tweetId]);
  // Not on the user's own accounts.
  expect(await landed(page.request, text, session)).toEqual({
    Bluesky: 0,
    Farcaster: 0,
    X: 0,
    Lens: 0,
  });

  await composer.getByRole('button', { name: 'Close' }).click();
  await expect(composer).toBeHidden();
});

// Offline tests sign in afresh (support/signedInAsDemo.ts says why).
test.describe(() => {
  test.use({ signedInAsDemo: false });

  test('an anonymous post written offline is kept and goes out once back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInAsDemo(page);
    const anonymous = anonymousAccounts();
    const composer = await openComposer(page);
    const text = `Offline and nameless ${Date.now().toString(36)}`;
    await composer.getByLabel('Post text').fill(text);
    const panel = await anonymousPanel(composer);
    await panel.getByRole('checkbox', { name: 'Anonymously on Farcaster' }).check();
    await context.setOffline(true);
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    // The intent is in the log: the composer closes and says so.
    await expect(composer).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Saved. Your post goes out when you are back online.' }),
    ).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(
      (await castsBy(page.request, anonymous.farcaster.fid)).filter((c) => c.text === text),
    ).toEqual([]);
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (await castsBy(page.request, anonymous.farcaster.fid)).filter((c) => c.text === text)
            .length,
        { timeout: 30_000 },
      )
      .toBe(1);
  });
});

// Offline tests sign in afresh (support/signedInAsDemo.ts says why).
test.describe(() => {
  test.use({ signedInAsDemo: false });

  test('an anonymous post sent, the page reloaded before it settles: its end is told after the reload, once, and it is posted once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInAsDemo(page);
    const anonymous = anonymousAccounts();
    const composer = await openComposer(page);
    const text = `Reloaded and nameless ${Date.now().toString(36)}`;
    await composer.getByLabel('Post text').fill(text);
    const panel = await anonymousPanel(composer);
    await panel.getByRole('checkbox', { name: 'Anonymously on Farcaster' }).check();
    // Offline, so it cannot settle before the page goes: it waits in the outbox.
    await context.setOffline(true);
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(composer).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Saved. Your post goes out when you are back online.' }),
    ).toBeVisible();

    // The page that was following it goes; the app opens again (offline, from its service worker).
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await context.setOffline(false);
    const posted = page.getByRole('status').filter({ hasText: 'Posted anonymously on Farcaster.' });
    await expect(posted).toBeVisible({ timeout: 30_000 });
    await expect(posted).toHaveCount(1);
    await expect(posted.getByRole('link', { name: 'View on Farcaster' })).toHaveAttribute(
      'href',
      new RegExp(`/${anonymous.farcaster.fname}/0x[0-9a-f]{8}$`),
    );
    // The server was asked once: one post, one answer logged, its end logged once.
    expect(
      (await castsBy(page.request, anonymous.farcaster.fid)).filter((c) => c.text === text),
    ).toHaveLength(1);
    const [intent] = await eventsOfType(page, 'AnonymousPostRequested');
    const answers = (await eventsOfType(page, 'ServerCallSucceeded')).filter(
      (e) => e.payload.callId === intent?.id,
    );
    expect(answers).toHaveLength(1);
    await expect
      .poll(async () => (await eventsOfType(page, 'AnonymousPostSettled')).length)
      .toBe(1);

    // Settled: another start neither follows it nor tells it again.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(posted).toHaveCount(0);
    expect(await eventsOfType(page, 'AnonymousPostSettled')).toHaveLength(1);
  });
});

test('an anonymous post closed on its way says so, and its end raises a notice with its link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  const anonymous = anonymousAccounts();
  const composer = await openComposer(page);
  const text = `Closed and nameless ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  const panel = await anonymousPanel(composer);
  await panel.getByRole('checkbox', { name: 'Anonymously on Farcaster' }).check();
  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await composer.getByRole('button', { name: 'Close' }).click();
  await expect(composer).toBeHidden();
  // Online: not the offline words, and the post is followed outside the composer.
  await expect(
    page.getByRole('status').filter({ hasText: 'Your anonymous post is on its way.' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved. Your post goes out when you are back online.' }),
  ).toHaveCount(0);
  const posted = page.getByRole('status').filter({ hasText: 'Posted anonymously on Farcaster.' });
  await expect(posted).toBeVisible({ timeout: 30_000 });
  await expect(posted.getByRole('link', { name: 'View on Farcaster' })).toHaveAttribute(
    'href',
    new RegExp(`/${anonymous.farcaster.fname}/0x[0-9a-f]{8}$`),
  );
  expect(
    (await castsBy(page.request, anonymous.farcaster.fid)).filter((c) => c.text === text),
  ).toHaveLength(1);
});

test('anonymous posting is off, with its reason, in a thread of two posts', async ({ page }) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('First of two');
  await composer.getByRole('button', { name: 'Add post to thread' }).click();
  await composer.getByLabel('Thread post 2 text').fill('Second of two');
  const panel = await anonymousPanel(composer);
  const reason =
    'An anonymous post is a single post: remove the other posts of the thread to post anonymously.';
  await expect(panel.getByText(reason)).toBeVisible();
  for (const name of ['Anonymously on Farcaster', 'Anonymously on X']) {
    const box = panel.getByRole('checkbox', { name });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(reason);
  }
  // One post again: it can be turned on.
  await composer.getByLabel('Thread post 2 text').focus();
  await composer.getByRole('button', { name: 'Delete post' }).click();
  await expect(panel.getByText(reason)).toBeHidden();
  await expect(panel.getByRole('checkbox', { name: 'Anonymously on X' })).toBeEnabled();
});
