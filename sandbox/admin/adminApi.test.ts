import { describe, expect, it } from 'vitest';
import { createFaultRegistry } from '../faults/faultRegistry';
import { createAdminApi } from './adminApi';

describe('admin API health', () => {
  it('answers 503 until the sandbox is ready, then 200', async () => {
    let ready = false;
    const api = createAdminApi(createFaultRegistry(), () => ready);
    expect((await api.request('/health')).status).toBe(503);
    ready = true;
    expect((await api.request('/health')).status).toBe(200);
  });
});
