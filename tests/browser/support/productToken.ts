import type { Page } from '@playwright/test';

/** The demo's Polycast session token, read from the device's vault as the app reads it. */
export function productToken(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('polycast-vault');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const get = (store: string, key: string) =>
      new Promise<unknown>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).get(key);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const key = (await get('keys', 'vault')) as CryptoKey;
    const sealed = (await get('secrets', 'Polycast:session')) as {
      iv: Uint8Array<ArrayBuffer>;
      data: ArrayBuffer;
    };
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
    return (JSON.parse(new TextDecoder().decode(plain)) as { token: string }).token;
  });
}
