import { describe, expect, it } from 'vitest';
import { webManifest } from './webManifest';

describe('the web app manifest', () => {
  it('declares the share target: a multipart POST to /compose with title, text, url and files', () => {
    expect(webManifest.share_target).toEqual({
      action: '/compose',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'media', accept: ['image/*', 'video/*'] }],
      },
    });
  });
});
