import type { PublishTarget } from '@/events/types/publishEvents';
import type { PostSource } from '@/domain/networks';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { SigningWallet } from '@/features/accounts';
// Static, like everything it reaches that the first screen has: Rolldown splits the first
// screen's chunks apart when a lazy chunk dynamically imports a module that statically
// imports them (measured: +1.7 KB gzip on the first screen; docs/decisions-schedule.md).
import { runScheduleDelegation } from './runScheduleDelegation';

/** What asking for scheduled-posting consent ended with. */
export type ScheduleDelegationOutcome =
  { ok: true } | { ok: false; cancelled: boolean; message?: string };

/** What `ensureScheduleDelegation` works with; each has a default for the app. */
export interface ScheduleDelegationDeps {
  /** The app's runtime (its product session, vault, viewer id); the page's own by default. */
  runtime?: AppRuntime;
  /** Asks the user once for these networks (the "Allow scheduled posting" dialog); true: Allow. */
  ask?: (networks: readonly PostSource[]) => Promise<boolean>;
  /** The wallet that approves Farcaster's key and signs Lens's challenge (the sandbox's by default). */
  wallet?: () => Promise<SigningWallet | undefined>;
}

/**
 * Before a post is scheduled: for each network of `targets` the product
 * server may not post on yet, asks once ("Allow scheduled posting") and hands
 * over what that network allows. Resolves ok when every target is delegated.
 */
export async function ensureScheduleDelegation(
  targets: PublishTarget[],
  deps: ScheduleDelegationDeps = {},
): Promise<ScheduleDelegationOutcome> {
  return runScheduleDelegation(targets, deps);
}
