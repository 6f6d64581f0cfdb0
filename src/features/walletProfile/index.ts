export { WalletProfileScreen } from './screens/WalletProfileScreen';
