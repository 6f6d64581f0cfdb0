/**
 * Whether a profile gets the Tip button (wallet.md §6): only with the tips
 * feature flag on, and never on one's own identities: any account the person
 * connected on that network, not only the one the app reads as.
 */
export function tipOffered(input: {
  tipsFlag: boolean;
  profile: { source: string; id: string };
  ownAccounts: readonly { source: string; accountId: string }[];
}): boolean {
  if (!input.tipsFlag) return false;
  const { source, id } = input.profile;
  return !input.ownAccounts.some((a) => a.source === source && a.accountId === id);
}
