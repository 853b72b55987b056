/**
 * The settings feature's front door: the names other features may use. Another feature imports
 * '../settings' (this file), never a file inside it; the lint forbids a deeper import (docs/decisions/0272).
 */
export { FEE_KEYS, HOLDING_LIMIT_KEYS, getCurrentFees, getHoldingLimits } from './settings.repository';
