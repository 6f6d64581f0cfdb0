import { describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createVideoConverter } from './videoConverter';
import { createVideoConvertStore } from './videoConvertStore';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';

const storageFetch = (async () => new Response(makeTestMp4({ seconds: 2 }))) as typeof fetch;

describe('createVideoConverter', () => {
  it('says Progressing until the processing time has passed, then Complete', async () => {
    let clock = 1_000;
    const store = createVideoConvertStore(openServerDatabase());
    const converter = createVideoConverter({
      store,
      now: () => clock,
      minProcessingMs: 1500,
      storageOrigins: () => ['http://storage.test'],
      fetch: storageFetch,
    });
    const { jobId } = converter.submit({
      sourceUrl: 'http://storage.test/a',
      width: 2,
      height: 2,
      origin: 'http://api.test',
    });
    await converter.idle();
    expect(converter.status(jobId)).toBe('Progressing');
    expect(converter.playlist(jobId)).toBeUndefined();
    clock += 1500;
    expect(converter.status(jobId)).toBe('Complete');
    expect(converter.playlist(jobId)).toContain('http://storage.test/a');
  });

  it('finishes the jobs a stopped server left unfinished', async () => {
    const database = openServerDatabase();
    const store = createVideoConvertStore(database);
    store.add({
      jobId: 'left-over',
      sourceUrl: 'http://storage.test/b',
      width: 2,
      height: 2,
      submittedAt: 0,
    });
    store.setStatus('left-over', 'Progressing');
    const converter = createVideoConverter({
      store,
      now: () => 10_000,
      storageOrigins: () => ['http://storage.test'],
      fetch: storageFetch,
    });
    await converter.idle();
    expect(converter.status('left-over')).toBe('Complete');
  });
});
