/**
 * The claims feature for the pages that compose it (item page, dashboards). Import it only from
 * lazily loaded pages: it is signed-in UI and stays out of the landing page's first load.
 */
import './i18n';

export { ClaimCard, ApprovedClaimerNotice, type ClaimCardProps } from './components/claim-card';
export { FinderClaimsPanel } from './components/finder-claims-panel';
export { PendingClaimsBanner } from './components/pending-claims-banner';
export { ClaimerClaimsList } from './components/claimer-claims-list';
export { useClaimsOnMyItems, useMyClaims } from './api/get-my-claims';
export { useVerificationStatus } from './api/get-verification-status';
export { claimKeys } from './api/keys';
export type { ClaimableItem, ClaimOnMyItem, MyClaim, VerificationStatus } from './api/types';
