/**
 * The whatsapp feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../whatsapp' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { whatsappFeature } from './whatsapp.feature';
export { handleMessageJob } from './handle-message.job';
export { whatsappTurnJob } from './turns/whatsapp-turns';
