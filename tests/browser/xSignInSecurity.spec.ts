import { expect, test, type APIRequestContext } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { productToken } from './support/productToken';
import { signInAsDemo } from './support/signInAsDemo';

/**
 * Issue 17, findings 1 and 2, as two people in two browsers: an attacker
 * who sends the victim a link to an X sign-in the attacker began, and one
 * who has learnt the victim's device id. Neither gets the victim's X.
 */

/** The attacker's own Polycast account, made by signing in to X as themselves in their browser. */
async function attackerAccount(request: APIRequestContext, username: string): Promise<string> {
  const started = await request.post('/api/x/oauth/start', {
    data: { returnTo: '/settings', loginHint: username },
  });
  const { data } = (await started.json()) as { data: { authorizeUrl: string } };
  const consented = await request.get(data.authorizeUrl, { maxRedirects: 0 });
  const callback = consented.headers().location ?? '';
  const back = await request.get(callback, { maxRedirects: 0 });
  expect(back.headers().location).toMatch(/x_session=ready/);
  const session = await request.post('/api/x/oauth/session');
  expect(session.status()).toBe(201);
  return ((await session.json()) as { data: { sessionToken: string } }).data.sessionToken;
}

test('a link to an X sign-in someone else began connects nothing: the victim’s X never reaches the attacker', async ({
  browser,
}) => {
  const victimX = readManifest()?.demo?.x?.username ?? 'polycast_demo';
  const attacker = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const victim = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const attackerSession = await attackerAccount(attacker.request, 'ada_onchain');
    // The attacker begins a sign-in for their own account, hinting at the victim's X name…
    const started = await attacker.request.post('/api/x/oauth/start', {
      headers: { Authorization: `Bearer ${attackerSession}` },
      data: { returnTo: '/settings', loginHint: victimX },
    });
    const lure = ((await started.json()) as { data: { authorizeUrl: string } }).data.authorizeUrl;

    // …and the victim, signed in to Polycast, opens the link and approves on X.
    const page = await victim.newPage();
    await signInAsDemo(page);
    await page.goto(lure);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This X sign-in was started in another browser. Start it again here.' }),
    ).toBeVisible();

    // The attacker's account holds only their own X; nothing can be done as the victim.
    const theirs = await attacker.request.get('/api/x/accounts', {
      headers: { Authorization: `Bearer ${attackerSession}` },
    });
    expect(((await theirs.json()) as { data: { username: string }[] }).data).toEqual([
      expect.objectContaining({ username: 'ada_onchain' }),
    ]);
    const victimId = readManifest()?.demo?.x?.id ?? '';
    const posted = await attacker.request.post('/api/x/tweets', {
      headers: { Authorization: `Bearer ${attackerSession}`, 'X-Account-Id': victimId },
      data: { text: 'posted as you' },
    });
    expect(posted.status()).toBe(401);
    // The victim's own X stays theirs.
    const own = await victim.request.get('/api/x/accounts', {
      headers: { Authorization: `Bearer ${await productToken(page)}` },
    });
    expect(((await own.json()) as { data: { username: string }[] }).data).toEqual([
      expect.objectContaining({ username: victimX }),
    ]);
  } finally {
    await attacker.close();
    await victim.close();
  }
});

test('the device id authorises nothing: someone who learns it can neither use nor lend out that device’s X', async ({
  browser,
}) => {
  const attacker = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const victim = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await victim.newPage();
    await signInAsDemo(page);
    const viewerId = (await page.evaluate(() => localStorage.getItem('polycast:viewer-id'))) ?? '';
    expect(viewerId).toMatch(/^[0-9a-f-]{36}$/);
    const victimId = readManifest()?.demo?.x?.id ?? '';

    const asVictim = { 'X-Viewer-Id': viewerId, 'X-Account-Id': victimId };
    const listed = await attacker.request.get('/api/x/accounts', { headers: asVictim });
    expect(listed.status()).toBe(401);
    const posted = await attacker.request.post('/api/x/tweets', {
      headers: asVictim,
      data: { text: 'posted with a device id' },
    });
    expect(posted.status()).toBe(401);
    const removed = await attacker.request.delete(`/api/x/accounts/${victimId}`, {
      headers: asVictim,
    });
    expect(removed.status()).toBe(401);

    // Nor can the attacker attach the victim's X to scheduled posts of their own account.
    const attackerSession = await attackerAccount(attacker.request, 'ada_onchain');
    const lent = await attacker.request.post('/api/delegations/x', {
      headers: { Authorization: `Bearer ${attackerSession}` },
      data: { xUserId: victimId, viewerId },
    });
    expect(lent.status()).toBe(400);
    expect(await lent.json()).toEqual({ error: 'Sign in to X first.' });
  } finally {
    await attacker.close();
    await victim.close();
  }
});
