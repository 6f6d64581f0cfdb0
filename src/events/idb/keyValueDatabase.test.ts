import { describe, expect, it } from 'vitest';
import { fakeIndexedDb } from '../testing/openTestLog';
import { requestResult } from './idbRequests';
import { openDatabase, openKeyValueDatabase } from './keyValueDatabase';

describe('openKeyValueDatabase', () => {
  it('keeps values by key across reopening, one store apart from another', async () => {
    const env = fakeIndexedDb();
    const db = await openKeyValueDatabase('kv', ['a', 'b'], env);
    await db.store<string>('a').put('k', 'in a');
    await db.store<{ n: number }>('b').put('k', { n: 1 });
    await db.store<string>('a').put('gone', 'soon');
    await db.store<string>('a').delete('gone');
    db.close();

    const again = await openKeyValueDatabase('kv', ['a', 'b'], env);
    expect(await again.store<string>('a').get('k')).toBe('in a');
    expect(await again.store<{ n: number }>('b').get('k')).toEqual({ n: 1 });
    expect(await again.store<string>('a').get('gone')).toBeUndefined();
    expect(await again.store('a').count()).toBe(1);
    await again.store('a').clear();
    expect(await again.store('a').count()).toBe(0);
    expect(await again.store('b').count()).toBe(1);
    again.close();
  });

  it('adds only under a free key, writing nothing otherwise', async () => {
    const db = await openKeyValueDatabase('add', ['s'], fakeIndexedDb());
    const store = db.store<string>('s');
    await store.add('k', 'first');
    await expect(store.add('k', 'second')).rejects.toThrow();
    expect(await store.get('k')).toBe('first');
    db.close();
  });

  it('runs several steps in one transaction, answering the returned request', async () => {
    const db = await openKeyValueDatabase('tx', ['s'], fakeIndexedDb());
    const store = db.store<string>('s');
    await store.put('k', 'v');
    const taken = await store.transact('readwrite', (s) => {
      const found = s.get('k') as IDBRequest<string | undefined>;
      s.delete('k');
      return found;
    });
    expect(taken).toBe('v');
    expect(await store.get('k')).toBeUndefined();

    // A step that fails undoes the others of its transaction.
    await store.put('x', 'kept');
    await expect(
      store.transact('readwrite', (s) => {
        s.put('changed', 'x');
        s.add('never', 'x'); // the key is taken
      }),
    ).rejects.toThrow();
    expect(await store.get('x')).toBe('kept');
    db.close();
  });
});

describe('openDatabase', () => {
  it('lets the caller make stores with key paths and indexes, once', async () => {
    const env = fakeIndexedDb();
    let upgrades = 0;
    const open = () =>
      openDatabase(
        'schema',
        {
          upgrade(db) {
            upgrades += 1;
            db.createObjectStore('rows', { keyPath: 'id' }).createIndex('byName', 'name');
          },
        },
        env,
      );
    const db = await open();
    const tx = db.transaction('rows', 'readwrite');
    tx.objectStore('rows').put({ id: 1, name: 'one' });
    const found = await requestResult(tx.objectStore('rows').index('byName').get('one'));
    expect(found).toEqual({ id: 1, name: 'one' });
    db.close();
    (await open()).close();
    expect(upgrades).toBe(1);
  });

  it('lets go when another context upgrades the database', async () => {
    const env = fakeIndexedDb();
    const db = await openDatabase('old', { upgrade: (d) => d.createObjectStore('s') }, env);
    const newer = await openDatabase(
      'old',
      { version: 2, upgrade: (d) => d.createObjectStore('t') },
      env,
    );
    expect([...newer.objectStoreNames]).toEqual(['s', 't']);
    newer.close();
    expect(() => db.transaction('s')).toThrow();
  });
});
