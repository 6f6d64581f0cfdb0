import { LUNCH } from '../../sandbox/seed/seedX';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { COMPOSE_OVER } from './support/openComposer';
import { searchTweets } from './support/searchTweets';

test.use({ signedInAsDemo: true });

test('a reply on X leaves out a participant the person unchecks (composer.md §2.3)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const [lunch] = await searchTweets(page.request, LUNCH, session);
  if (!lunch) throw new Error('the seeded lunch tweet is missing');

  await page.goto(`/post/twitter/${lunch.id}`);
  const post = page.getByRole('article', { name: 'Post' });
  await expect(post).toContainText(LUNCH);
  await post.getByRole('button', { name: 'Reply' }).click();

  const composer = page.getByRole('dialog', { name: 'Reply' });
  await expect(composer.getByRole('article', { name: 'Post replied to' })).toContainText(LUNCH);
  await composer
    .getByRole('button', { name: 'Replying to @ada_onchain, @mint_maker and @gasless_gus on X' })
    .click();
  const people = page.getByRole('dialog', { name: 'Replying to' });
  await expect(people.getByRole('checkbox', { name: /@ada_onchain/ })).toBeChecked();
  await expect(people.getByRole('checkbox', { name: /@ada_onchain/ })).toBeDisabled();
  await people.getByRole('checkbox', { name: /@gasless_gus/ }).uncheck();
  await people.getByRole('button', { name: 'Done' }).click();
  await expect(
    composer.getByRole('button', { name: 'Replying to @ada_onchain and @mint_maker on X' }),
  ).toBeVisible();
  // A reply goes to its parent's network only.
  await expect(composer.getByRole('button', { name: /^Bluesky/ })).toBeDisabled();

  const text = `Count me in ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 30_000 });

  await expect
    .poll(async () => {
      const [reply] = await searchTweets(page.request, text, session);
      return {
        to: reply?.referenced_tweets?.find((r) => r.type === 'replied_to')?.id,
        mentions: reply?.entities?.mentions?.map((m) => m.username),
      };
    })
    .toEqual({ to: lunch.id, mentions: ['ada_onchain', 'mint_maker'] });
});

test('a quote shows the quoted post and goes out quoting it (composer.md §2.3)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const [lunch] = await searchTweets(page.request, LUNCH, session);
  if (!lunch) throw new Error('the seeded lunch tweet is missing');
  await page.goto(`/post/twitter/${lunch.id}`);
  await page.getByRole('article', { name: 'Post' }).getByRole('button', { name: 'Quote' }).click();
  const composer = page.getByRole('dialog', { name: 'Quote' });
  await expect(composer.getByRole('article', { name: 'Quoted post' })).toContainText(LUNCH);
  const text = `Worth reading ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const [quote] = await searchTweets(page.request, text, session);
      return quote?.referenced_tweets?.find((r) => r.type === 'quoted')?.id;
    })
    .toBe(lunch.id);
});
