/**
 * Whom the demo person muted and blocked, on Bluesky and Lens (indexes in
 * SEED_PEOPLE): Dora muted, Fred blocked. Bluesky's AppView leaves both out of
 * the timeline, as the real one does, and keeps Dora's replies (flagged muted);
 * Lens leaves everything in with its flags. Polycast shows their posts behind
 * a placeholder, except on their profile pages (reading.md §2.2).
 */
export const DEMO_MUTES = 7;
export const DEMO_BLOCKS = 6;

/**
 * One of Mo's Bluesky posts is a fediverse post bridged by Bridgy Fed: its
 * record carries `bridgyOriginalUrl` and `bridgyOriginalText`, so Polycast
 * shows it as the external microblog network's (5 lines, Show more / Show
 * less). Eight short lines: more than five on any screen.
 */
export const BRIDGED_POST = {
  by: 11,
  lines: [
    'Bridged from the fediverse, one line at a time:',
    'the harbour lights came on at six,',
    'the ferry sounded twice,',
    'someone on the pier was whistling,',
    'the gulls argued about a chip,',
    'the tide turned without telling anyone,',
    'and the last bus left on time.',
    'A quiet evening, all told.',
  ],
  url: 'https://mastodon.polycast.test/@meme_mo/113554020071001',
  hoursAgo: 2,
} as const;

export const bridgedPostText = () => BRIDGED_POST.lines.join('\n');
