export { feedRefresh } from './runtime/feedRefresh';
