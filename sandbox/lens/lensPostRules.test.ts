import { describe, expect, it } from 'vitest';
import { postRulesInputSchema, storedRules, unsatisfiedRules } from './lensPostRules';

const GRAPH = '0x4d97287FF1A0e030cA4604EcDa9be355dd8A8BaC';
const rule = (flags: Partial<Record<'replies' | 'reposts' | 'quotes', boolean>>) => ({
  followersOnlyRule: {
    graph: GRAPH,
    repliesRestricted: flags.replies ?? false,
    repostRestricted: flags.reposts ?? false,
    quotesRestricted: flags.quotes ?? false,
  },
});
const rulesOf = (input: unknown) => {
  const rules = storedRules(postRulesInputSchema.parse(input), (i) => `rule-${i}`);
  if ('invalid' in rules) throw new Error(rules.invalid);
  return rules;
};
const context = (interaction: 'reply' | 'quote', following: boolean, author = '0xB') => ({
  interaction,
  rootAuthor: '0xA',
  author,
  follows: () => following,
});

describe('the followers-only post rule (FollowersOnlyPostRule)', () => {
  it('refuses a comment from someone who does not follow the root’s author', () => {
    const rules = rulesOf({ required: [rule({ replies: true })] });
    expect(unsatisfiedRules(rules, context('reply', false)).required).toEqual([
      expect.objectContaining({ reason: 'POST_NOT_A_FOLLOWER' }),
    ]);
    expect(unsatisfiedRules(rules, context('reply', true)).required).toEqual([]);
  });

  it('always lets the author in, and leaves unrestricted interactions open', () => {
    const rules = rulesOf({ required: [rule({ replies: true })] });
    expect(unsatisfiedRules(rules, context('reply', false, '0xa')).required).toEqual([]);
    expect(unsatisfiedRules(rules, context('quote', false)).required).toEqual([]);
  });

  it('needs one of anyOf to pass', () => {
    const rules = rulesOf({ anyOf: [rule({ quotes: true }), rule({ replies: true })] });
    expect(unsatisfiedRules(rules, context('reply', false)).anyOf).toEqual([]);
    const both = rulesOf({ anyOf: [rule({ replies: true }), rule({ replies: true })] });
    expect(unsatisfiedRules(both, context('reply', false)).anyOf).toHaveLength(2);
  });

  it('refuses a rule that restricts nothing, and one that names no kind', () => {
    expect(storedRules(postRulesInputSchema.parse({ required: [rule({})] }), String)).toEqual({
      invalid: 'A followers-only rule must restrict something.',
    });
    expect(postRulesInputSchema.safeParse({ required: [{}] }).success).toBe(false);
  });
});
