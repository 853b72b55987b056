/**
 * Where an organisation holds an item (issue 28, docs/decisions/0241), as GET /api/items/{id} and
 * search show it: the organisation's public details (its page, its desk's hours, its public phone),
 * `verified` while an admin's verification stands.
 */
import { handsOverFree, type HeldBy, type IdCardProof, type OrganisationKind } from '@okota/shared/contracts/organisations.contract';
import type { HeldByRow } from './items.repository';

export function toHeldByJson(row: HeldByRow): HeldBy {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    // The column's values are ORGANISATION_KINDS (organisations.contract.ts).
    kind: row.kind as OrganisationKind,
    county: row.county,
    landmark: row.landmark,
    hours: row.hours,
    phone: row.phone,
    latitude: row.latitude == null ? null : String(row.latitude),
    longitude: row.longitude == null ? null : String(row.longitude),
    verified: row.status === 'verified',
    heldUntil: new Date(row.heldUntil).toISOString(),
    idCardProof: row.idCardProof as IdCardProof,
    // Said before anyone claims: a public office charges nothing (docs/decisions/0261).
    free: handsOverFree(row.kind),
  };
}
