/**
 * The custody feature's front door: the names other features may use. Another feature imports
 * '../custody' (this file), never a file inside it; the lint forbids a deeper import (docs/decisions/0272).
 */
export { actsForHolder, findHeldCustody, listHolderDeskIds } from './held-custody.repository';
export type { HeldCustody } from './held-custody.repository';
export { feesForCustody, feesForItem, payeeOf, shareTargetOf } from './held-item-share';
