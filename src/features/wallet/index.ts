export { useWalletStartup } from './hooks/useWalletStartup';
export { WalletsSection } from './screens/WalletsSection';
export type { WalletRuntime } from './runtime/walletRuntime';
export type { LiveWallet } from './runtime/liveWallet';
export { useEvmSigner } from './hooks/useEvmSigner';
export type { EvmSigner } from './hooks/useEvmSigner';
export { useWalletRuntime } from './hooks/useWalletRuntime';
export { useLiveValue } from './hooks/useLiveValue';
export { WalletConnectModal } from './screens/WalletConnectModal';
