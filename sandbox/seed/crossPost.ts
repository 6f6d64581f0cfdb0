/**
 * One person's post written once and sent to every network, a minute apart
 * (as Polycast's outbox sends it): the All networks timeline shows it once,
 * with each network's badge (issue 20). `by` is the person's index in
 * SEED_PEOPLE (Ada), whom the demo person follows everywhere.
 */
export const CROSS_POST = {
  by: 1,
  text: 'One post, four networks: written once in Polycast, read once in the All timeline.',
  /** When it went to the first network; each next one a minute later. */
  hoursAgo: 1.5,
} as const;

/** When it reached the `n`th network (0 for the first). */
export const crossPostHoursAgo = (n: number) => CROSS_POST.hoursAgo - n / 60;
