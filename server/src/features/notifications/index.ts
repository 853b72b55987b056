/**
 * The notifications feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../notifications' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { closeEverySocket, countOpenSockets } from './socket-hub';
export { notificationsFeature } from './notifications.feature';
export { listAdminIds, listAdminMailboxes } from './admin-recipients.repository';
export { notify } from './notify';
export { queueHandoverReminder } from './turns/handover-reminder';
export { tellListingHeld } from './turns/tell-listing-held';
export { tellPerson } from './turns/tell-person';
export { registerTurnChannel } from './turns/turn-channels';
export type { TurnForChannel } from './turns/turn-channels';
export { turnJobs } from './turns/turn-jobs';
