import type { XMentionEntity, XTweet, XUser } from './xState';

const MENTION = /(^|[^\w@])@(\w{1,15})\b/g;

/**
 * `entities.mentions` of a text, as X gives them: each `@username` of a user
 * that exists, with code-point offsets and the user's id.
 */
export function mentionsIn(
  text: string,
  userByName: (username: string) => XUser | undefined,
): XMentionEntity[] {
  const found: XMentionEntity[] = [];
  for (const match of text.matchAll(MENTION)) {
    const user = userByName(match[2] ?? '');
    if (!user) continue;
    const at = match.index + (match[1]?.length ?? 0);
    const start = [...text.slice(0, at)].length;
    found.push({
      start,
      end: start + 1 + [...(match[2] ?? '')].length,
      username: user.username,
      id: user.id,
    });
  }
  return found;
}

/**
 * Who a reply is addressed to, as X fills it in: the replied-to tweet's author,
 * then everyone that tweet mentions, in order and once each; never the replier,
 * nobody the request excluded (X keeps the author however it is asked), and
 * nobody the reply's own text already names.
 */
export function replyParticipants(options: {
  parent: XTweet;
  replier: XUser;
  written: string;
  excluded: readonly string[];
  user: (id: string) => XUser | undefined;
}): XUser[] {
  const { parent, replier, written } = options;
  const ids = [parent.author_id, ...(parent.entities?.mentions ?? []).map((m) => m.id)];
  const named = new Set([...written.matchAll(MENTION)].map((m) => (m[2] ?? '').toLowerCase()));
  const out: XUser[] = [];
  for (const id of new Set(ids)) {
    const user = options.user(id);
    if (!user || user.id === replier.id) continue;
    if (id !== parent.author_id && options.excluded.includes(id)) continue;
    if (named.has(user.username.toLowerCase())) continue;
    out.push(user);
  }
  return out;
}

/** The leading `@a @b ` X puts before a reply's text (hidden by `display_text_range`). */
export const replyPrefix = (participants: readonly XUser[]) =>
  participants.map((u) => `@${u.username} `).join('');
