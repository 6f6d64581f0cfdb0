import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startProductServer } from './startProductServer';

describe('startProductServer', () => {
  it('refuses to start without a sealing key outside sandbox mode', async () => {
    const saved = process.env.POLYCAST_SECRET_KEY;
    delete process.env.POLYCAST_SECRET_KEY;
    try {
      await expect(startProductServer()).rejects.toThrow(/POLYCAST_SECRET_KEY is not set/);
    } finally {
      if (saved !== undefined) process.env.POLYCAST_SECRET_KEY = saved;
    }
  });

  it('starts with a key, or in sandbox mode with a throwaway one', async () => {
    for (const options of [{ secretKey: randomBytes(32) }, { sandboxMode: true }]) {
      const server = await startProductServer(options);
      expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
      await server.close();
    }
  });
});
