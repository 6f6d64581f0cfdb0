/** What the send button needs to know (wallet.md §5.1). */
export interface TipButtonInput {
  walletConnected: boolean;
  /** The token's USD price, when known. */
  price: number | undefined;
  /** The amount in the token's smallest unit; undefined when none is entered. */
  amount: bigint | undefined;
  recipientAddress: string | undefined;
  senderAddress: string | undefined;
  hasToken: boolean;
  balance: bigint | undefined;
  /** A token the person added (its balance is not checked). */
  customToken: boolean;
  /** False when the native balance cannot pay the fee (always true on Solana). */
  gasOk: boolean;
}

export const TIP_LABELS = {
  connect: 'Connect wallet',
  send: 'Send',
  self: 'You cannot tip yourself',
  balance: 'Insufficient balance',
  gas: 'Insufficient gas',
} as const;

export interface TipButtonState {
  label: string;
  disabled: boolean;
}

/**
 * The send button's label and whether it can be pressed, by wallet.md
 * §5.1's checks in their order; without a wallet it offers to connect one
 * (§2.1). The first check that fails decides.
 */
export function tipButtonState(input: TipButtonInput): TipButtonState {
  if (!input.walletConnected) return { label: TIP_LABELS.connect, disabled: false };
  const noAmount = input.amount === undefined || input.amount === 0n;
  if (input.price === undefined && noAmount) return { label: TIP_LABELS.send, disabled: true };
  if (!input.recipientAddress || !input.hasToken || noAmount)
    return { label: TIP_LABELS.send, disabled: true };
  if (
    input.senderAddress &&
    input.senderAddress.toLowerCase() === input.recipientAddress.toLowerCase()
  )
    return { label: TIP_LABELS.self, disabled: true };
  if (!input.customToken && (input.balance === undefined || input.balance < (input.amount ?? 0n)))
    return { label: TIP_LABELS.balance, disabled: true };
  if (!input.gasOk) return { label: TIP_LABELS.gas, disabled: true };
  return { label: TIP_LABELS.send, disabled: false };
}
