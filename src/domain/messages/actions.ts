/**
 * What the reader is told about their actions on posts and people
 * (reading.md §4.1 to §4.3, §8). The spec gives the delete failure word for
 * word; the others it leaves to us ("own success and failure toasts"), and
 * they name the network, as its report toasts do.
 */

/** A switch sent for an account this device is no longer signed in to. */
export const loginRequiredToAct = (network: string) =>
  `Sign in to ${network} again: this was not sent.`;
