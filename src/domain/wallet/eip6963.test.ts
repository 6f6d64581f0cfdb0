import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from './eip6963';

const provider = { request: () => Promise.resolve(null) };
const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Example Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'com.example.wallet',
};

describe('parseAnnouncement (EIP-6963)', () => {
  it('takes a well-formed announcement: its info and its provider', () => {
    const found = parseAnnouncement({ info, provider });
    expect(found?.info).toEqual(info);
    expect(found?.provider).toBe(provider);
  });

  it.each([
    ['a remote icon', { ...info, icon: 'https://evil.example/icon.png' }],
    ['a script icon', { ...info, icon: 'javascript:alert(1)' }],
    ['a data URI that is not an image', { ...info, icon: 'data:text/html,<script>' }],
    ['an rdns that is not reverse DNS', { ...info, rdns: 'not a domain' }],
    ['an empty name', { ...info, name: '' }],
    ['no uuid', { name: info.name, icon: info.icon, rdns: info.rdns }],
  ])('ignores an announcement with %s', (_case, badInfo) => {
    expect(parseAnnouncement({ info: badInfo, provider })).toBeUndefined();
  });

  it('ignores an announcement whose provider cannot be asked anything', () => {
    expect(parseAnnouncement({ info, provider: {} })).toBeUndefined();
    expect(parseAnnouncement({ info })).toBeUndefined();
    expect(parseAnnouncement(null)).toBeUndefined();
    expect(parseAnnouncement('wallet')).toBeUndefined();
  });
});
