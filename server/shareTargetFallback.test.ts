import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { mountShareTargetFallback } from './shareTargetFallback';

const app = new Hono();
mountShareTargetFallback(app);

describe('POST /compose without a service worker', () => {
  it('sends the text on to the composer’s deep link, leaving the files out', async () => {
    const form = new FormData();
    form.set('title', 'A read');
    form.set('text', 'Look & see');
    form.set('url', 'https://example.com/a');
    form.set('media', new Blob(['x'], { type: 'image/png' }), 'a.png');
    form.set('shared', '0b6f4c1e-2f7a-4c1d-9a4e-3f1d2c5b6a7e');
    const answer = await app.request('/compose', { method: 'POST', body: form });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      '/?compose&title=A+read&text=Look+%26+see&url=https%3A%2F%2Fexample.com%2Fa',
    );
  });

  it('opens an empty composer for a body it cannot read', async () => {
    const answer = await app.request('/compose', { method: 'POST', body: 'not a form' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/?compose');
  });
});
