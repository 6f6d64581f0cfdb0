import { cidForRecord } from '@atproto/repo';
import { describe, expect, it } from 'vitest';
import { recordToJson } from './recordToJson';

describe('recordToJson', () => {
  it('turns links, blobs and bytes into their XRPC JSON forms', async () => {
    const cid = await cidForRecord({ text: 'a record' });
    const record = {
      text: 'hi',
      embed: { images: [{ image: { $type: 'blob', ref: cid, mimeType: 'image/png', size: 3 } }] },
      sig: new Uint8Array([1, 2, 3, 4]),
    };
    expect(recordToJson(record)).toEqual({
      text: 'hi',
      embed: {
        images: [
          {
            image: {
              $type: 'blob',
              ref: { $link: cid.toString() },
              mimeType: 'image/png',
              size: 3,
            },
          },
        ],
      },
      sig: { $bytes: 'AQIDBA' },
    });
  });
});
