/** The composer's data model (composer.md §3): zod schemas, their types and text rendering. */
export * from './anonymous';
export * from './channel';
export * from './composeState';
export * from './composerPost';
export * from './draft';
export * from './mediaFile';
export * from './mention';
export * from './poll';
export * from './profile';
export * from './publishing';
export * from './renderChars';
export * from './richText';
export * from './sourceFields';
