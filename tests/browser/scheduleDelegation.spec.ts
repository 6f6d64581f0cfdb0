import { AtpAgent } from '@atproto/api';
import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { signInAsNewPerson } from './support/signInAsDemo';

/** Polycast names its app passwords `Polycast scheduled posts (<its account>)`. */
const POLYCAST_APP_PASSWORD = /^Polycast scheduled posts \(/;

/** The signed-in person's Bluesky app passwords, as the PDS lists them. */
async function bskyAppPasswords(page: Page): Promise<string[]> {
  const demo = (await (await page.request.get('/api/sandbox/demo')).json()) as {
    accounts: { source: string; handle: string }[];
    signIn: { bskyPassword: string };
  };
  const pds = readManifest()?.bsky.pds ?? '';
  const agent = new AtpAgent({ service: pds });
  await agent.login({
    identifier: demo.accounts.find((a) => a.source === 'Bsky')?.handle ?? '',
    password: demo.signIn.bskyPassword,
  });
  return (await agent.com.atproto.server.listAppPasswords()).data.passwords.map((p) => p.name);
}

test('scheduled posting is asked once per network, handed over, and revoked from Settings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A person of its own: the test starts from an account that allowed nothing yet.
  await signInAsNewPerson(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Scheduled posting' });
  const rows = section.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Not allowed' })).toHaveCount(4);
  const consent = page.getByRole('dialog', { name: 'Allow scheduled posting' });
  // Other tests' Polycast accounts may have app passwords for the demo person already.
  const before = await bskyAppPasswords(page);
  const ours = async () =>
    (await bskyAppPasswords(page)).filter(
      (name) => POLYCAST_APP_PASSWORD.test(name) && !before.includes(name),
    );

  // Cancel hands nothing over.
  await section.getByRole('button', { name: 'Allow scheduled posting on Bluesky' }).click();
  await expect(consent).toBeVisible();
  await expect(consent).toContainText('app password named “Polycast scheduled posts (…)”');
  await consent.getByRole('button', { name: 'Cancel' }).click();
  await expect(consent).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Bluesky' })).toContainText('Not allowed');
  expect(await ours()).toEqual([]);

  // Allow: Bluesky gets its app password, made with this device's session.
  await section.getByRole('button', { name: 'Allow scheduled posting on Bluesky' }).click();
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Scheduled posting is allowed on Bluesky.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    section.getByRole('button', { name: 'Revoke scheduled posting on Bluesky' }),
  ).toBeVisible();
  expect(await ours()).toHaveLength(1);

  // The first scheduling need for every network: asked once, naming only those not allowed yet.
  await section.getByRole('button', { name: 'Allow scheduled posting on every network' }).click();
  await expect(consent).toBeVisible();
  const listed = consent.getByRole('listitem');
  await expect(listed).toHaveCount(3);
  for (const network of ['Farcaster', 'Lens', 'X']) {
    await expect(listed.filter({ hasText: network })).toHaveCount(1);
  }
  await expect(listed.filter({ hasText: 'Bluesky' })).toHaveCount(0);
  await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Scheduled posting is allowed on every network.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    rows.filter({ hasText: 'Allowed' }).filter({ hasNotText: 'Not allowed' }),
  ).toHaveCount(4);

  // Asked again with everything allowed: no dialog, straight to the answer.
  const allAllowed = page
    .getByRole('status')
    .filter({ hasText: 'Scheduled posting is allowed on every network.' });
  await expect(allAllowed).toHaveCount(0, { timeout: 15_000 });
  await section.getByRole('button', { name: 'Allow scheduled posting on every network' }).click();
  await expect(allAllowed).toBeVisible();
  await expect(consent).toHaveCount(0);

  // The server keeps it: still allowed after a reload.
  await page.reload();
  for (const network of ['Farcaster', 'Bluesky', 'Lens', 'X']) {
    await expect(
      section.getByRole('button', { name: `Revoke scheduled posting on ${network}` }),
    ).toBeVisible();
  }

  // Revoke: Bluesky's app password goes too; Farcaster says its key is still on-chain.
  await section.getByRole('button', { name: 'Revoke scheduled posting on Bluesky' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Polycast no longer posts scheduled posts on Bluesky for you.' }),
  ).toBeVisible();
  await expect(
    section.getByRole('button', { name: 'Allow scheduled posting on Bluesky' }),
  ).toBeVisible();
  expect(await ours()).toEqual([]);
  await expect(section).toContainText(
    'The key stays approved for your Farcaster account until it is removed on-chain, which also deletes the casts it published.',
  );
  await section.getByRole('button', { name: 'Revoke scheduled posting on Farcaster' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'stays approved for your Farcaster account' }),
  ).toBeVisible();
  await page.reload();
  await expect(rows.filter({ hasText: 'Not allowed' })).toHaveCount(2);
  await expect(
    section.getByRole('button', { name: 'Revoke scheduled posting on Lens' }),
  ).toBeVisible();
});
