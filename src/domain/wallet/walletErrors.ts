/** EIP-1193's and EIP-3085's error codes the app acts on. */
export const PROVIDER_ERROR = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  /** `wallet_switchEthereumChain`: the wallet does not know the chain (add it first). */
  unrecognizedChain: 4902,
} as const;

/** An error as an EIP-1193 provider throws it: a message and a numeric code. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

/**
 * The EIP-1193 code of what a wallet threw. Some wallets wrap 4902 in an
 * internal error (`data.originalError.code`); viem wraps it in `cause`.
 */
export function providerErrorCode(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const found = current as {
      code?: unknown;
      data?: { originalError?: { code?: unknown } };
      cause?: unknown;
    };
    const nested = found.data?.originalError?.code;
    if (typeof nested === 'number' && nested >= 4000 && nested < 5000) return nested;
    if (typeof found.code === 'number' && found.code >= 4000 && found.code < 5000)
      return found.code;
    current = found.cause;
  }
  return undefined;
}

export const WALLET_REJECTED = 'The wallet said no: nothing was connected.';
export const WALLET_REJECTED_REQUEST = 'You rejected the request in your wallet.';
export const NO_WALLET_FOUND = 'No wallet found';
