/** What the sandbox wallet shows before it signs or sends anything, as a real wallet does. */
export type ApprovalRequest =
  | { kind: 'connect'; family: 'evm' | 'solana'; origin: string; accounts: string[] }
  | { kind: 'switchChain'; origin: string; chainId: number; chainName: string; add: boolean }
  | { kind: 'message'; family: 'evm' | 'solana'; origin: string; account: string; text: string }
  | {
      kind: 'typedData';
      origin: string;
      account: string;
      chainId: number;
      primaryType: string;
      domain: string;
      text: string;
    }
  | {
      kind: 'transaction';
      family: 'evm' | 'solana';
      origin: string;
      account: string;
      chain: string;
      to?: string;
      value: string;
      /** Bytes of call data (EVM) or of the whole transaction (Solana). */
      dataSize: number;
      method?: string;
      fee: string;
      /** Only signed, handed back to the app (not sent by the wallet). */
      signOnly: boolean;
    };

export interface PendingApproval {
  id: number;
  request: ApprovalRequest;
}

/**
 * The sandbox wallet's queue of requests waiting for the person: the dialog
 * shows the first and answers it; tests answer through the same interface.
 */
export function createApprovals() {
  let pending: PendingApproval[] = [];
  const answers = new Map<number, (approved: boolean) => void>();
  const listeners = new Set<() => void>();
  let next = 1;
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** Asks the person; resolves true when approved. */
    ask(request: ApprovalRequest): Promise<boolean> {
      const id = next++;
      // The answer is awaited before anyone is told: a listener may answer at once.
      const answered = new Promise<boolean>((resolve) => answers.set(id, resolve));
      pending = [...pending, { id, request }];
      changed();
      return answered;
    },
    answer(id: number, approved: boolean) {
      const resolve = answers.get(id);
      if (!resolve) return;
      answers.delete(id);
      pending = pending.filter((p) => p.id !== id);
      changed();
      resolve(approved);
    },
    pending: () => pending,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type Approvals = ReturnType<typeof createApprovals>;
