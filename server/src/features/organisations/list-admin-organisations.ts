/** The admin's organisations list, optionally of one status, with who applied and the item counts. */
import type { z } from 'zod';
import type { OrganisationStatus, adminOrganisationsResponse } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { organisationJson } from './organisation-json';
import { listOrganisationsForAdmin } from './organisations.repository';
import { shownPhoneOf } from '../../db/account-phone';

export async function listAdminOrganisations(db: Executor, status?: OrganisationStatus): Promise<z.infer<typeof adminOrganisationsResponse>> {
  const rows = await listOrganisationsForAdmin(db, status);
  return {
    organisations: rows.map((row) => ({
      ...organisationJson(row.organisation),
      statusReason: row.organisation.statusReason,
      verifiedAt: row.organisation.verifiedAt?.toISOString() ?? null,
      applicant: { id: row.applicant.id, name: `${row.applicant.firstName} ${row.applicant.lastName}`.trim(), phone: shownPhoneOf(row.applicant) },
      heldCount: row.heldCount,
      collectedCount: row.collectedCount,
    })),
  };
}
