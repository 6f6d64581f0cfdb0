import { getAddress, type Address } from 'viem';
import { z } from 'zod';

/**
 * Post rules as Lens v3 takes them in `CreatePostRequest.rules`
 * (`PostRulesConfigInput`): `required` rules must all pass, and one of
 * `anyOf` (when there are any). The stand-in knows the built-in
 * `followersOnlyRule` only. Its defaults are the real input's: the global
 * graph and every interaction restricted (so a client sending only
 * `repliesRestricted: true` restricts quotes and reposts too).
 */
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const followersOnlySchema = z.object({
  graph: evmAddress,
  repliesRestricted: z.boolean(),
  repostRestricted: z.boolean(),
  quotesRestricted: z.boolean(),
});

const ruleConfigSchema = z
  .object({ followersOnlyRule: followersOnlySchema.nullish() })
  .refine((rule) => rule.followersOnlyRule, { message: 'A post rule must name its kind.' });

export const postRulesInputSchema = z.object({
  required: z.array(ruleConfigSchema).default([]),
  anyOf: z.array(ruleConfigSchema).default([]),
});
export type PostRulesInput = z.infer<typeof postRulesInputSchema>;

/** A followers-only rule as stored with a post (the contract's `Configuration`). */
export interface FollowersOnlyRule {
  kind: 'FOLLOWERS_ONLY';
  id: string;
  graph: Address;
  repliesRestricted: boolean;
  repostsRestricted: boolean;
  quotesRestricted: boolean;
}

export interface LensPostRules {
  required: FollowersOnlyRule[];
  anyOf: FollowersOnlyRule[];
}

/** The interaction a new post makes with an earlier one. */
export type Interaction = 'reply' | 'quote' | 'repost';

/** Which flag of the rule restricts an interaction, and the words Lens refuses it with. */
const RESTRICTS = {
  reply: { flag: 'repliesRestricted', verb: 'comment on' },
  quote: { flag: 'quotesRestricted', verb: 'quote' },
  repost: { flag: 'repostsRestricted', verb: 'repost' },
} as const;

export interface UnsatisfiedRule {
  rule: FollowersOnlyRule;
  reason: 'POST_NOT_A_FOLLOWER';
  message: string;
}

/** The parsed rules, each with an id; a rule that restricts nothing is refused, as the contract does. */
export function storedRules(
  input: PostRulesInput,
  ruleId: (index: number) => string,
): LensPostRules | { invalid: string } {
  let index = 0;
  const toRule = (config: PostRulesInput['required'][number]): FollowersOnlyRule => {
    const rule = config.followersOnlyRule as z.infer<typeof followersOnlySchema>;
    return {
      kind: 'FOLLOWERS_ONLY',
      id: ruleId(index++),
      graph: getAddress(rule.graph),
      repliesRestricted: rule.repliesRestricted,
      repostsRestricted: rule.repostRestricted,
      quotesRestricted: rule.quotesRestricted,
    };
  };
  const rules = { required: input.required.map(toRule), anyOf: input.anyOf.map(toRule) };
  const idle = [...rules.required, ...rules.anyOf].find(
    (r) => !r.repliesRestricted && !r.repostsRestricted && !r.quotesRestricted,
  );
  return idle ? { invalid: 'A followers-only rule must restrict something.' } : rules;
}

/**
 * What `FollowersOnlyPostRule.processCreatePost` checks: when the root post
 * has the rule for this interaction, the new post's author must follow the
 * root's author on the rule's graph; the root's author is always allowed.
 * Answers the rules left unsatisfied (empty when the post may be made).
 */
export function unsatisfiedRules(
  rules: LensPostRules | undefined,
  context: {
    interaction: Interaction;
    rootAuthor: string;
    author: string;
    follows: (graph: Address, follower: string, account: string) => boolean;
  },
): { required: UnsatisfiedRule[]; anyOf: UnsatisfiedRule[] } {
  const none = { required: [], anyOf: [] };
  if (!rules || context.rootAuthor.toLowerCase() === context.author.toLowerCase()) return none;
  const failing = (rule: FollowersOnlyRule): UnsatisfiedRule[] => {
    const { flag, verb } = RESTRICTS[context.interaction];
    if (!rule[flag] || context.follows(rule.graph, context.author, context.rootAuthor)) return [];
    return [
      {
        rule,
        reason: 'POST_NOT_A_FOLLOWER',
        message: `Only followers of the author can ${verb} this post.`,
      },
    ];
  };
  const required = rules.required.flatMap(failing);
  const anyOfFailing = rules.anyOf.flatMap(failing);
  const anyOfPassed = rules.anyOf.length === 0 || anyOfFailing.length < rules.anyOf.length;
  return { required, anyOf: anyOfPassed ? [] : anyOfFailing };
}
