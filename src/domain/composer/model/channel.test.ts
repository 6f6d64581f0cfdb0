import { describe, expect, it } from 'vitest';
import { channelDisplayName, channelSchema, homeChannel, isHomeChannel } from './channel';

describe('channel (composer.md §3.7)', () => {
  it("shows '#' on Lens and Bsky, '/' on Farcaster and Twitter", () => {
    expect(channelDisplayName({ name: 'dev', source: 'Lens' })).toBe('#dev');
    expect(channelDisplayName({ name: 'dev', source: 'Bsky' })).toBe('#dev');
    expect(channelDisplayName({ name: 'dev', source: 'Farcaster' })).toBe('/dev');
    expect(channelDisplayName({ name: 'dev', source: 'Twitter' })).toBe('/dev');
  });

  it('has a home channel on Farcaster and Lens', () => {
    expect(channelSchema.parse(homeChannel('Farcaster'))).toMatchObject({
      id: 'home',
      source: 'Farcaster',
    });
    expect(isHomeChannel(homeChannel('Lens'))).toBe(true);
    expect(isHomeChannel(undefined)).toBe(true);
    expect(isHomeChannel({ id: 'dev', name: 'dev', source: 'Farcaster' })).toBe(false);
  });
});
