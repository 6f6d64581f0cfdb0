import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openCredentialVault } from './credentialVault';

let n = 0;
const freshName = () => `vault-test-${n++}`;

describe('credentialVault', () => {
  it('keeps credentials per network and account, across reopening', async () => {
    const name = freshName();
    const vault = await openCredentialVault(name);
    await vault.store<{ token: string }>('Bsky').save('did:plc:a', { token: 'secret-a' });
    await vault.store<{ token: string }>('Farcaster').save('did:plc:a', { token: 'other' });
    vault.close();

    const reopened = await openCredentialVault(name);
    expect(await reopened.store<{ token: string }>('Bsky').load('did:plc:a')).toEqual({
      token: 'secret-a',
    });
    expect(await reopened.store<{ token: string }>('Farcaster').load('did:plc:a')).toEqual({
      token: 'other',
    });
    expect(await reopened.store('Bsky').load('did:plc:b')).toBeUndefined();
    await reopened.store('Bsky').remove('did:plc:a');
    expect(await reopened.store('Bsky').load('did:plc:a')).toBeUndefined();
    reopened.close();
  });

  it('stores only ciphertext, under a key no script can export', async () => {
    const name = freshName();
    const vault = await openCredentialVault(name);
    await vault.store('X').save('1', { accessToken: 'plain-token-value' });
    vault.close();
    const raw = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
    });
    const read = <T>(store: string, key: string) =>
      new Promise<T>((resolve) => {
        const request = raw.transaction(store).objectStore(store).get(key);
        request.onsuccess = () => resolve(request.result as T);
      });
    const sealed = await read<{ data: ArrayBuffer }>('secrets', 'X:1');
    expect(new TextDecoder().decode(sealed.data)).not.toContain('plain-token-value');
    const key = await read<CryptoKey>('keys', 'vault');
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    raw.close();
  });

  it('forgets everything on clear', async () => {
    const vault = await openCredentialVault(freshName());
    await vault.store('Lens').save('0xabc', { refreshToken: 'r' });
    await vault.clear();
    expect(await vault.store('Lens').load('0xabc')).toBeUndefined();
    vault.close();
  });
});
