export { draftActions, useDrafts } from './hooks/useDrafts';
export { useOpenDraft } from './hooks/useOpenDraft';
export { draftApplication, restartDraft } from './runtime/applyDraft';
export { draftSummary, formatDraftTime } from './runtime/draftSummary';
export { DraftList } from './screens/DraftList';
