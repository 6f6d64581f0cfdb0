/**
 * composer.md §7.2, §3.8: the scheduled-posts API's paths, which the app
 * calls and the product server mounts. Apart from the contract's schemas so
 * that the outbox (on the first screen) can name them without loading zod's.
 */
export const SCHEDULE_PATHS = {
  create: '/v3/post/schedule',
  update: '/v1/post/updateTasks',
  remove: '/v1/post/deleteTask',
  history: '/v3/post/schedule/history',
} as const;
