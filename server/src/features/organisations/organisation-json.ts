/** Organisation and member rows as the API sends them (organisations.contract.ts). */
import type { z } from 'zod';
import type { IdCardProof, MemberRole, OrganisationKind, OrganisationStatus, member, organisation } from '@okota/shared/contracts/organisations.contract';
import type { OrganisationRow } from './organisation-access.repository';
import type { MemberRow } from './members.repository';

export type OrganisationJson = z.infer<typeof organisation>;

export function organisationJson(row: OrganisationRow): OrganisationJson {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind as OrganisationKind,
    county: row.county,
    landmark: row.landmark,
    hours: row.hours,
    publicPhone: row.publicPhone,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status as OrganisationStatus,
    verified: row.status === 'verified',
    acceptsDropOffs: row.acceptsDropOffs,
    takesFinderShare: row.takesFinderShare,
    payoutPhoneVerified: !!row.payoutPhone && !!row.payoutPhoneVerifiedAt,
    holdingDaysDocuments: row.holdingDaysDocuments,
    holdingDaysOther: row.holdingDaysOther,
    idCardProof: row.idCardProof as IdCardProof,
    createdAt: row.createdAt.toISOString(),
    textsUnderReview: row.pendingTextsReason ? { landmark: row.pendingLandmark, hours: row.pendingHours, reason: row.pendingTextsReason } : null,
  };
}

/** What the public page shows: no payout settings. */
export function publicOrganisationJson(row: OrganisationRow) {
  const { payoutPhoneVerified: _payout, takesFinderShare: _share, textsUnderReview: _review, ...rest } = organisationJson(row);
  return rest;
}

export function memberJson(row: MemberRow, name: { firstName: string | null; lastName: string | null }): z.infer<typeof member> {
  const full = [name.firstName, name.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    phone: row.phone,
    role: row.role as MemberRole,
    name: row.acceptedAt && full ? full : null,
    accepted: !!row.acceptedAt,
    invitedAt: row.createdAt.toISOString(),
  };
}
