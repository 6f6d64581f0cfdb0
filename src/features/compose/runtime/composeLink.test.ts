import { describe, expect, it } from 'vitest';
import { parseComposeLink, withoutComposeLink } from './composeLink';

describe('the compose deep link and share target', () => {
  it('opens the composer with text and the networks named', () => {
    expect(parseComposeLink('?compose&text=Hello%20world&sources=bsky,lens,myspace')).toEqual({
      text: 'Hello world',
      sources: ['Bsky', 'Lens'],
    });
  });

  it('joins what a share brings: title, text and url', () => {
    expect(
      parseComposeLink(
        '?compose=1&title=A%20read&text=Worth%20it&url=https%3A%2F%2Fexample.com%2Fa',
      ),
    ).toEqual({ text: 'A read\nWorth it\nhttps://example.com/a' });
  });

  it('does not repeat what the text already carries', () => {
    const share = (fields: Record<string, string>) =>
      parseComposeLink(`?${new URLSearchParams({ compose: '', ...fields })}`)?.text;
    // The link is in the text already (many apps share it both ways).
    expect(share({ text: 'Look https://example.com/a', url: 'https://example.com/a' })).toBe(
      'Look https://example.com/a',
    );
    // A page shared from the browser: its title and its address.
    expect(share({ title: 'A read', url: 'https://example.com/a' })).toBe(
      'A read\nhttps://example.com/a',
    );
    // The title is the text's first words: said once.
    expect(share({ title: 'Big news', text: 'Big news: it ships', url: '' })).toBe(
      'Big news: it ships',
    );
    expect(share({ title: '  ', text: '  hi  ', url: ' ' })).toBe('hi');
  });

  it('is nothing for an address that does not ask for the composer', () => {
    expect(parseComposeLink('?text=hi')).toBeUndefined();
    expect(parseComposeLink('')).toBeUndefined();
  });

  it('cuts text past 10,000 characters', () => {
    expect(parseComposeLink(`?compose&text=${'x'.repeat(12_000)}`)?.text).toHaveLength(10_000);
  });

  it('names the shared files’ inbox id, and nothing else there', () => {
    const id = '0b6f4c1e-2f7a-4c1d-9a4e-3f1d2c5b6a7e';
    expect(parseComposeLink(`?compose&text=hi&shared=${id}`)).toEqual({
      text: 'hi',
      sharedFiles: id,
    });
    expect(parseComposeLink('?compose&text=hi&shared=../../etc')).toEqual({ text: 'hi' });
  });

  it('leaves the rest of the address as it was', () => {
    expect(withoutComposeLink('?compose&text=hi&tab=Draft&shared=x')).toBe('?tab=Draft');
    expect(withoutComposeLink('?compose&text=hi')).toBe('');
  });
});
