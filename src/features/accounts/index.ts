export { useAccountMaintenance } from './hooks/useAccountMaintenance';
export { useAccounts } from './hooks/useAccounts';
export { useReadingAccount } from './hooks/useReadingAccount';
export { useXSignInReturn } from './hooks/useXSignInReturn';
export { accountActions } from './runtime/accountActions';
export { invalidSessionMessage } from './runtime/invalidSessionMessage';
export { localWallet } from './runtime/localWallet';
export type { SigningWallet } from './runtime/localWallet';
export {
  fetchNetworkEndpoints,
  loadNetworkEndpoints,
  networkEndpointsQuery,
} from './runtime/networkEndpoints';
export type { NetworkEndpoints } from './runtime/networkEndpoints';
export { probeSession } from './runtime/probeSession';
export { fetchSandboxDemo } from './runtime/sandboxDemo';
export { AccountCheckDialog } from './screens/AccountCheckDialog';
export { AccountsSection } from './screens/AccountsSection';
export { SignedInAs } from './screens/SignedInAs';
export { readsResolverFor, TIMELINE_PAGE_SIZE } from './runtime/readsResolver';
export type { ReadingAccount, ReadsResolver } from './runtime/readsResolver';
