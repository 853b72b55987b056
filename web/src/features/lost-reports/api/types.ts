/** Answers of the lost-reports API, inferred from its contract (@okota/shared/contracts/lost-reports.contract). */
import type { WireOf } from '@okota/shared/contracts/wire';
import type { matchResponse, matchesResponse, reportResponse } from '@okota/shared/contracts/lost-reports.contract';

export type LostReport = WireOf<typeof reportResponse>;
export type ReportMatch = WireOf<typeof matchResponse>;
export type ReportMatches = WireOf<typeof matchesResponse>;
