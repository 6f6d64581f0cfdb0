export { TipButton } from './screens/TipButton';
export { useOpenTipsResumed } from './hooks/useOpenTipsResumed';
