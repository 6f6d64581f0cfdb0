/** X appends a link to a tweet's media to its text (`… https://t.co/…`): the same post. */
export const sameTweetText = (tweet: string, text: string) =>
  tweet === text ||
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} https://t\\.co/\\S+$`).test(tweet);
