import { describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createProductAccountStore } from '../account/productAccountStore';
import {
  createPushSubscriptionStore,
  PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
} from './pushSubscriptionStore';

const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };

function setUp() {
  const db = openServerDatabase();
  const accounts = createProductAccountStore(db);
  let clock = 0;
  const store = createPushSubscriptionStore(db, () => ++clock);
  return { db, accounts, store };
}

describe('the push subscriptions (reading.md §3.16)', () => {
  it('keeps an account’s newest browsers only, up to the limit', () => {
    const { accounts, store } = setUp();
    const { accountId } = accounts.create([]);
    const endpoints = Array.from(
      { length: PUSH_SUBSCRIPTIONS_PER_ACCOUNT + 2 },
      (_, i) => `https://push.example.com/${i}`,
    );
    endpoints.forEach((endpoint) => store.save(accountId, { endpoint, keys }));
    expect(store.of(accountId).map((s) => s.endpoint)).toEqual(endpoints.slice(2));
  });

  it('moves a browser to the account that uploads it last; dropping an account drops its browsers', () => {
    const { db, accounts, store } = setUp();
    const first = accounts.create([]).accountId;
    const second = accounts.create([]).accountId;
    const endpoint = 'https://push.example.com/shared';
    store.save(first, { endpoint, keys });
    store.save(second, { endpoint, keys });
    expect(store.of(first)).toEqual([]);
    expect(store.of(second)).toEqual([{ endpoint, keys }]);
    db.prepare('DELETE FROM product_accounts WHERE id = ?').run(second);
    expect(store.of(second)).toEqual([]);
  });
});
