import { describe, expect, it } from 'vitest';
import { castTextForReading, castTextWithMentions, mentionedNames } from './farcasterMentions';

describe('Farcaster mentions', () => {
  it('finds @names, not e-mail addresses', () => {
    expect(mentionedNames('hi @ada and @bob-2, mail me@x.test, @ada again')).toEqual([
      'ada',
      'bob-2',
    ]);
  });

  it('takes resolved mentions out of the text at byte positions, and puts them back', () => {
    const fids = new Map([
      ['ada', 2],
      ['bob', 3],
    ]);
    const cast = castTextWithMentions('héllo @ada and @bob! @nobody', fids);
    expect(cast).toEqual({
      text: 'héllo  and ! @nobody',
      mentions: [2, 3],
      mentionsPositions: [7, 12],
    });
    const names = new Map([
      [2, 'ada'],
      [3, 'bob'],
    ]);
    expect(castTextForReading(cast, (fid) => names.get(fid))).toBe('héllo @ada and @bob! @nobody');
  });
});
