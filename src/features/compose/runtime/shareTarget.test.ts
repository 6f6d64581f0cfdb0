import { describe, expect, it } from 'vitest';
import { parseComposeLink } from './composeLink';
import { composeAddressFor, composeAddressForShare, SHARE_TARGET_PATH } from './shareTarget';

const landing = (search: string, pathname = SHARE_TARGET_PATH) =>
  composeAddressForShare({ pathname, search });

describe('the PWA share target', () => {
  it('names the shared files in the deep link the service worker sends the page to', () => {
    const form = new FormData();
    form.set('text', 'Look');
    form.set('media', new Blob(['x']), 'a.png');
    const id = '0b6f4c1e-2f7a-4c1d-9a4e-3f1d2c5b6a7e';
    const address = composeAddressFor(form, id);
    expect(address).toBe(`/?compose&text=Look&shared=${id}`);
    expect(parseComposeLink(new URL(address, 'https://polycast.app').search)).toEqual({
      text: 'Look',
      sharedFiles: id,
    });
  });

  it('turns a share into the composer’s deep link', () => {
    const address = landing('?title=A%20read&text=Worth%20it&url=https%3A%2F%2Fexample.com%2Fa');
    expect(address).toBe('/?compose&title=A+read&text=Worth+it&url=https%3A%2F%2Fexample.com%2Fa');
    expect(parseComposeLink(new URL(address ?? '', 'https://polycast.app').search)).toEqual({
      text: 'A read\nWorth it\nhttps://example.com/a',
    });
  });

  it('keeps only what a share brings (and the networks), also from /compose/', () => {
    expect(landing('?text=hi&utm_source=x&sources=bsky', '/compose/')).toBe(
      '/?compose&text=hi&sources=bsky',
    );
    expect(landing('')).toBe('/?compose');
  });

  it('leaves every other address alone', () => {
    expect(landing('?text=hi', '/')).toBeUndefined();
    expect(landing('?text=hi', '/composer')).toBeUndefined();
    expect(landing('?text=hi', '/draft')).toBeUndefined();
  });
});
