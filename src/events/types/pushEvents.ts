import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';

/** The log's aggregate of the person's push choices: its last event is the choice in force. */
export const PUSH_AGGREGATE = 'push';

export const PUSH_CHOICES = ['enabled', 'later', 'off'] as const;
export type PushChoice = (typeof PUSH_CHOICES)[number];

/**
 * reading.md §2.13, §4.7: the person answered the in-app push prompt
 * ('enabled', or 'later', which keeps it away for 24 h from the event's
 * time) or switched push in Settings ('enabled' / 'off'). The subscription
 * itself is the browser's and never enters the log (its auth secret is a key).
 */
export const PushChoiceMade = defineEvent({
  type: 'PushChoiceMade',
  payload: z.object({ choice: z.enum(PUSH_CHOICES) }),
});

export const pushDefinitions = [PushChoiceMade] as const;
