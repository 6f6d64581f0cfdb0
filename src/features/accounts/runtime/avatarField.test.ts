import { describe, expect, it } from 'vitest';
import { avatarField } from './avatarField';

describe('avatarField', () => {
  it('keeps a web address and leaves anything else out', () => {
    expect(avatarField('https://cdn.test/a.png')).toEqual({ avatarUrl: 'https://cdn.test/a.png' });
    expect(avatarField('http://127.0.0.1:4000/a')).toEqual({
      avatarUrl: 'http://127.0.0.1:4000/a',
    });
    expect(avatarField('lens://abc')).toEqual({});
    expect(avatarField('not a url')).toEqual({});
    expect(avatarField(`https://cdn.test/${'a'.repeat(2048)}`)).toEqual({});
    expect(avatarField(undefined)).toEqual({});
    expect(avatarField(null)).toEqual({});
  });
});
