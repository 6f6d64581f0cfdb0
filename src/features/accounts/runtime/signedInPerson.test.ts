import { describe, expect, it } from 'vitest';
import { signedInMessage } from './demoSignInReturn';
import { signedInPerson } from './signedInPerson';

describe('signedInPerson', () => {
  it('is the first account connected, with the first picture any account has', () => {
    expect(signedInPerson([])).toBeNull();
    expect(
      signedInPerson([
        { displayName: 'Polly Cast', handle: 'polly' },
        { displayName: 'Polly', handle: 'polly.test', avatarUrl: 'https://pds.test/a.png' },
      ]),
    ).toEqual({ name: 'Polly Cast', handle: 'polly', avatarUrl: 'https://pds.test/a.png' });
    expect(signedInPerson([{ displayName: '', handle: 'polly' }])).toEqual({
      name: 'polly',
      handle: 'polly',
    });
  });
});

describe('signedInMessage', () => {
  it('names the person and the networks, in the networks’ order', () => {
    expect(signedInMessage('Polly Cast', ['Bsky', 'Twitter', 'Farcaster', 'Lens'])).toBe(
      'Signed in as Polly Cast on Farcaster, Lens, X, and Bluesky.',
    );
    expect(signedInMessage('Polly Cast', ['Twitter'])).toBe('Signed in as Polly Cast on X.');
    expect(signedInMessage('Polly Cast', [])).toBe('Signed in as Polly Cast.');
  });
});
