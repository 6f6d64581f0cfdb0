/**
 * composer.md §4.5: a video convert job is Submitted, Progressing, then
 * Complete; Canceled, Error and StatusUpdate all mean it failed. (These are
 * the job states of a cloud media converter, which the product's sits on.)
 */
export const CONVERT_STATUSES = [
  'Submitted',
  'Progressing',
  'Complete',
  'Canceled',
  'Error',
  'StatusUpdate',
] as const;
export type ConvertStatus = (typeof CONVERT_STATUSES)[number];
