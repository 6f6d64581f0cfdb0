import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProductAccountStore } from '../account/productAccountStore';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createSecretBox } from '../storage/secretBox';
import { createDelegationStore } from './delegationStore';

function setup() {
  const db = openServerDatabase();
  const box = createSecretBox(randomBytes(32));
  let clock = 1_000;
  const store = createDelegationStore(db, box, () => clock);
  const { accountId } = createProductAccountStore(db).create([
    { source: 'Bsky', profileId: 'did:plc:a', handle: 'a.test', displayName: 'A' },
  ]);
  return { db, store, accountId, tick: () => (clock += 1_000) };
}

describe('delegation store', () => {
  it('lists live delegations only, with public facts; the secret is sealed in its column', () => {
    const { db, store, accountId } = setup();
    store.put(accountId, {
      platform: 'Farcaster',
      platformUserId: '7',
      handle: 'seven',
      live: false,
      secret: { signerPrivateKey: '0xsecret-key-material' },
    });
    expect(store.list(accountId)).toEqual([]);
    expect(store.isLive(accountId, 'Farcaster', '7')).toBe(false);
    store.put(accountId, {
      ...store.get(accountId, 'Farcaster', '7')!,
      live: true,
    });
    expect(store.list(accountId)).toEqual([
      { platform: 'Farcaster', platformUserId: '7', handle: 'seven', createdAt: 1_000 },
    ]);
    expect(store.isLive(accountId, 'Farcaster', '7')).toBe(true);
    const raw = db.prepare('SELECT sealed_secret FROM delegations').get() as {
      sealed_secret: string;
    };
    expect(raw.sealed_secret).toMatch(/^v1\./);
    expect(raw.sealed_secret).not.toContain('secret-key-material');
    expect(store.get(accountId, 'Farcaster', '7')?.secret).toEqual({
      signerPrivateKey: '0xsecret-key-material',
    });
  });

  it('keeps a live delegation’s creation time when its secret is renewed, and forgets on remove', () => {
    const { store, accountId, tick } = setup();
    const lens = { platform: 'Lens', platformUserId: '0xabc', handle: 'l', live: true } as const;
    store.put(accountId, { ...lens, secret: { refreshToken: 'one' } });
    expect(store.get(accountId, 'Lens', '0xabc')?.secret).toEqual({ refreshToken: 'one' });
    tick();
    expect(store.updateSecret(accountId, 'Lens', '0xabc', { refreshToken: 'two' })).toBe(true);
    // Read again at once: the renewed secret, not the one opened before.
    expect(store.get(accountId, 'Lens', '0xabc')?.secret).toEqual({ refreshToken: 'two' });
    store.put(accountId, { ...lens, secret: { refreshToken: 'three' } });
    expect(store.get(accountId, 'Lens', '0xabc')).toMatchObject({
      createdAt: 1_000,
      secret: { refreshToken: 'three' },
    });
    expect(store.remove(accountId, 'Lens', '0xabc')).toBe(true);
    expect(store.get(accountId, 'Lens', '0xabc')).toBeUndefined();
    expect(store.updateSecret(accountId, 'Lens', '0xabc', {})).toBe(false);
    expect(store.remove(accountId, 'Lens', '0xabc')).toBe(false);
  });

  it('keeps each account’s delegations apart', () => {
    const { store, accountId } = setup();
    store.put(accountId, {
      platform: 'Twitter',
      platformUserId: '1',
      handle: 'x',
      live: true,
      secret: { viewerId: 'v' },
    });
    expect(store.list('someone-else')).toEqual([]);
    expect(store.isLive('someone-else', 'Twitter', '1')).toBe(false);
  });

  it('ends when the Polycast account unlinks the profile', () => {
    const { db, store } = setup();
    const accounts = createProductAccountStore(db);
    const { accountId } = accounts.create([
      { source: 'Bsky', profileId: 'did:plc:b', handle: 'b.test', displayName: 'B' },
      { source: 'Lens', profileId: '0xAbC', handle: 'l', displayName: 'L' },
    ]);
    for (const [platform, platformUserId] of [
      ['Bsky', 'did:plc:b'],
      ['Lens', '0xAbC'],
    ] as const) {
      store.put(accountId, { platform, platformUserId, handle: 'h', live: true, secret: {} });
    }
    expect(accounts.unlink(accountId, 'Lens', '0xAbC')).toBe('removed');
    expect(store.isLive(accountId, 'Lens', '0xAbC')).toBe(false);
    expect(store.isLive(accountId, 'Bsky', 'did:plc:b')).toBe(true);
  });
});
