import { FarcasterNetwork, makeCastAdd } from '@farcaster/core';
import { castBody, submitMessage } from '../../sandbox/farcaster/hubClient';
import { addressFor } from '../../sandbox/lens/lensStore';
import { readManifest } from '../../sandbox/manifest';
import { FARCASTER_TIMELINE_SEED as SEED } from '../../sandbox/seed/seedFarcasterTimeline';
import { newFarcasterAccount } from '../support/sandboxAccounts';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

const manifest = () => {
  const found = readManifest();
  if (!found?.farcaster) throw new Error('the sandbox has no Farcaster');
  return found;
};

test('a Farcaster channel shows its header and the casts in it (reading.md §3.3)', async ({
  page,
}) => {
  await openAsDemo(page, '/club/farcaster/art');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art on Farcaster');
  const header = page.getByRole('region', { name: 'Channel' });
  await expect(header.getByText('/art', { exact: true })).toBeVisible();
  await expect(header.getByText('Farcaster channel')).toBeVisible();
  await expect(header.getByText('Made by hand, minted on chain')).toBeVisible();
  await expect(header.getByRole('term')).toHaveText('followers');
  await expect(header.getByRole('definition')).toHaveText(/^\d+(\.\d)?K$/);
  await expect(header.locator('img')).toHaveJSProperty('complete', true);

  const posts = page.getByRole('list', { name: 'Posts in Art' });
  await expect(posts.getByRole('article').filter({ hasText: SEED.channel.text })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a /channel named in a cast opens that channel', async ({ page }) => {
  // Someone new casts naming the channel; their profile shows the cast.
  const { hub } = manifest().farcaster ?? { hub: '' };
  const person = await newFarcasterAccount(manifest());
  const text = `Sketches for /art tonight ${Date.now()}`;
  const cast = (
    await makeCastAdd(
      castBody(text),
      { fid: person.fid, network: FarcasterNetwork.DEVNET },
      person.signer,
    )
  )._unsafeUnwrap();
  expect((await submitMessage(hub, cast)).ok).toBe(true);

  await openAsDemo(page, `/profile/farcaster/${person.fid}`);
  const post = page.getByRole('article').filter({ hasText: text });
  await post.getByRole('link', { name: '/art', exact: true }).click();
  await expect(page).toHaveURL(/\/club\/farcaster\/art$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art on Farcaster');
  await expect(
    page.getByRole('list', { name: 'Posts in Art' }).getByRole('article').first(),
  ).toBeVisible();
});

test('a Lens club shows its header and the posts in its feed, by address or by name', async ({
  page,
}) => {
  await openAsDemo(page, `/club/lens/${addressFor('group', 'polycast')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('polycast on Lens');
  const header = page.getByRole('region', { name: 'Club' });
  await expect(header.getByText('Lens club')).toBeVisible();
  await expect(header.getByText('Posting everywhere at once.')).toBeVisible();
  // The demo person owns it.
  await expect(header.getByText('Member', { exact: true })).toBeVisible();
  await expect(header.getByRole('term')).toHaveText('members');
  await expect(header.getByRole('definition')).toHaveText('5');
  const posts = page.getByRole('list', { name: 'Posts in polycast' });
  await expect(
    posts.getByRole('article').filter({ hasText: 'My first post in polycast.' }),
  ).toBeVisible();
  await expect(
    posts
      .getByRole('article')
      .filter({ hasText: 'Welcome to polycast! Posting everywhere at once.' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/club/lens/polycast');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('polycast on Lens');
  await expect(
    page.getByRole('list', { name: 'Posts in polycast' }).getByRole('article').first(),
  ).toBeVisible();
});

test('a channel or club the network does not know says so', async ({ page }) => {
  await openAsDemo(page, '/club/farcaster/no-such-channel');
  await expect(page.getByRole('alert')).toHaveText('This channel was not found on Farcaster.');
  await page.goto('/club/lens/no-such-club');
  await expect(page.getByRole('alert')).toHaveText('This club was not found on Lens.');
});
