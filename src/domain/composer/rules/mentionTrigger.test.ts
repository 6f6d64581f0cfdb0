import { describe, expect, it } from 'vitest';
import { mentionQueryBefore } from './mentionTrigger';

describe('mention trigger (composer.md §5.7)', () => {
  it("opens on '@' at the start or after a space or '('", () => {
    expect(mentionQueryBefore('@')).toEqual({ query: '', start: 0, form: 'handle' });
    expect(mentionQueryBefore('hi @ali')).toEqual({ query: 'ali', start: 3, form: 'handle' });
    expect(mentionQueryBefore('(@vitalik.eth')).toEqual({
      query: 'vitalik.eth',
      start: 1,
      form: 'handle',
    });
    expect(mentionQueryBefore('lens @lens/stani')).toMatchObject({ query: 'lens/stani' });
  });

  it('does not open inside a word or an e-mail address', () => {
    expect(mentionQueryBefore('me@example')).toBeUndefined();
    expect(mentionQueryBefore('no mention')).toBeUndefined();
  });

  it('takes handles up to 50 characters', () => {
    expect(mentionQueryBefore(`@${'a'.repeat(50)}`)).toMatchObject({ form: 'handle' });
    expect(mentionQueryBefore(`@${'a'.repeat(51)}`)).toBeUndefined();
  });

  it('takes names with spaces up to 32 characters', () => {
    expect(mentionQueryBefore('hey @Dan Romero')).toEqual({
      query: 'Dan Romero',
      start: 4,
      form: 'name',
    });
    expect(mentionQueryBefore(`@${'ab '.repeat(10)}ab`)).toMatchObject({ form: 'name' }); // 32
    expect(mentionQueryBefore(`@${'ab '.repeat(10)}abc`)).toBeUndefined(); // 33
    expect(mentionQueryBefore('@Dan  Romero')).toBeUndefined();
    expect(mentionQueryBefore('@ Dan')).toBeUndefined();
  });
});
