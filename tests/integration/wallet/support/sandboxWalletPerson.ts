import {
  createApprovals,
  type ApprovalRequest,
} from '@/features/wallet/runtime/sandboxWallet/approvals';

export const ORIGIN = 'http://polycast.test';

/** The person at the sandbox wallet's dialog, answering through the same queue the dialog shows. */
export function person(answer: (request: ApprovalRequest) => boolean) {
  const approvals = createApprovals();
  const seen: ApprovalRequest[] = [];
  approvals.subscribe(() => {
    const first = approvals.pending()[0];
    if (!first) return;
    seen.push(first.request);
    approvals.answer(first.id, answer(first.request));
  });
  return { approvals, seen };
}

/** Where the wallet keeps which sites it has connected, in memory. */
export const memoryPermissions = () => {
  const store = new Map<string, string>();
  return {
    get: (k: string) => store.get(k) ?? null,
    set: (k: string, v: string) => void store.set(k, v),
    remove: (k: string) => void store.delete(k),
  };
};

/** Reads until the answer is there (the chain has caught up), or fails saying what never came. */
export async function until<T>(
  read: () => Promise<T | undefined | null>,
  what: string,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}
