import { createEventCatalog, type EventFor, type NewEventFor } from './eventCatalog';
import {
  AccountConnected,
  AccountDisconnected,
  ProductAccountJoined,
  ProductAccountLeft,
} from './types/accountEvents';
import { actionDefinitions } from './types/actionEvents';
import { anonymousDefinitions } from './types/anonymousEvents';
import { draftDefinitions } from './types/draftEvents';
import { leaseDefinitions } from './types/leaseEvents';
import { mediaUploadDefinitions } from './types/mediaUploadEvents';
import { publishDefinitions } from './types/publishEvents';
import { pushDefinitions } from './types/pushEvents';
import { scheduleDefinitions } from './types/scheduleEvents';
import { scheduleEditDefinitions } from './types/scheduleEditEvents';
import { ServerCallFailed, ServerCallSucceeded } from './types/serverCallEvents';
import {
  FeatureFlagSet,
  NotificationsRead,
  PreferenceSet,
  ThemeChanged,
} from './types/settingsEvents';
import { tipDefinitions } from './types/tipEvents';
import { walletDefinitions } from './types/walletEvents';

/** Every event type the app writes or reads. Add new ones here. */
const appDefinitions = [
  ThemeChanged,
  FeatureFlagSet,
  PreferenceSet,
  NotificationsRead,
  ServerCallSucceeded,
  ServerCallFailed,
  AccountConnected,
  AccountDisconnected,
  ProductAccountJoined,
  ProductAccountLeft,
  ...publishDefinitions,
  ...mediaUploadDefinitions,
  ...leaseDefinitions,
  ...draftDefinitions,
  ...anonymousDefinitions,
  ...scheduleDefinitions,
  ...scheduleEditDefinitions,
  ...actionDefinitions,
  ...pushDefinitions,
  ...walletDefinitions,
  ...tipDefinitions,
] as const;

export type AppEventDefinition = (typeof appDefinitions)[number];
export type AppEvent = EventFor<AppEventDefinition>;
export type NewAppEvent = NewEventFor<AppEventDefinition>;

export const appCatalog = createEventCatalog(appDefinitions);
