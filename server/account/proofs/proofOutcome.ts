import type { LinkedProfile } from '../productAccountStore';

/** A proof checked: the profile as the network vouches for it, or why it was refused. */
export type ProofOutcome =
  | { ok: true; profile: LinkedProfile }
  | { ok: false; status: 400 | 403 | 502 | 503; message: string };

export const refused = (message: string): ProofOutcome => ({ ok: false, status: 403, message });
export const unreachable = (network: string): ProofOutcome => ({
  ok: false,
  status: 502,
  message: `${network} could not be reached to check the proof. Please try again.`,
});
