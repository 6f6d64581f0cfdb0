import { openComposer, COMPOSE_OVER } from './support/openComposer';
import { setFaults } from './support/sandboxFaults';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

// Sets Bluesky's faults, which every other test would feel: it runs with the sandbox-wide specs.
test.use({ signedInAsDemo: true });

test('issue 18 #6: while a failed post waits for its retry, the tools say why they are off (composer.md §2.3)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  for (const network of ['Farcaster', 'Lens', 'X']) {
    await postTo.getByRole('button', { name: new RegExp(`^${network}`) }).click();
  }
  await composer.getByLabel('Post text').fill(`Refused ${Date.now().toString(36)}`);
  await setFaults(page, 'bsky', {
    errorRate: 1,
    errorStatus: 400,
    paths: ['/xrpc/com.atproto.repo.createRecord', '/xrpc/com.atproto.repo.applyWrites'],
  });
  try {
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(composer.getByRole('button', { name: 'Retry failed networks' })).toBeVisible({
      timeout: 45_000,
    });
  } finally {
    await setFaults(page, 'bsky', null);
  }
  const why = 'Some networks failed: retry them, or close to keep the post as a draft.';
  const tools = composer.getByRole('toolbar', { name: 'Post tools' });
  for (const name of ['Schedule post', 'Red packet', 'Media', 'GIF', 'Emoji']) {
    const control = tools.getByRole('button', { name, exact: true });
    await expect(control).toBeDisabled();
    await expect(control).toHaveAccessibleDescription(why);
  }
  // Bluesky alone offers every reply restriction: the choice is off only for the same reason.
  await expect(tools.getByLabel('Who can reply')).toHaveAccessibleDescription(why);
  await expect(
    composer.getByRole('button', { name: 'Add post to thread' }),
  ).toHaveAccessibleDescription(why);
});
