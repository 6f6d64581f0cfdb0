/** The sandbox wallet's icon: a small sand-coloured wallet, as a data URI (EIP-6963 and the Wallet Standard both ask one). */
export const SANDBOX_WALLET_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#d9a441"/><rect x="6" y="9" width="20" height="15" rx="3" fill="#fff7e6"/><circle cx="21" cy="16.5" r="2" fill="#d9a441"/></svg>',
)}` as const;

export const SANDBOX_WALLET_NAME = 'Sandbox Wallet';
export const SANDBOX_WALLET_RDNS = 'app.polycast.sandbox-wallet';
