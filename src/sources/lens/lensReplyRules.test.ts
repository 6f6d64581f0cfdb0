import { describe, expect, it } from 'vitest';
import { lensReplyRules } from './lensReplyRules';

describe('Lens reply restrictions as post rules', () => {
  it('sends nothing for Everyone, and for a comment (the root decides)', () => {
    expect(lensReplyRules(undefined, false)).toEqual({ ok: true, value: undefined });
    expect(lensReplyRules('Everyone', false)).toEqual({ ok: true, value: undefined });
    expect(lensReplyRules('YouFollower', true)).toEqual({ ok: true, value: undefined });
  });

  it('makes YouFollower a followers-only rule on comments alone', () => {
    expect(lensReplyRules('YouFollower', false)).toEqual({
      ok: true,
      value: {
        required: [
          {
            followersOnlyRule: {
              repliesRestricted: true,
              quotesRestricted: false,
              repostRestricted: false,
            },
          },
        ],
      },
    });
  });

  it('refuses what Lens cannot do', () => {
    for (const restriction of ['Nobody', 'OnlyPeopleYouFollow', 'MentionedProfiles'] as const) {
      expect(lensReplyRules(restriction, false)).toMatchObject({
        ok: false,
        error: { kind: 'invalid' },
      });
    }
  });
});
