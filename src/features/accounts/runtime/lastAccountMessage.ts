/** reading.md §8, Disconnect: the server's words, which the app shows as they are. */
export const LAST_ACCOUNT_MESSAGE = 'Please leave at least 1 account';
