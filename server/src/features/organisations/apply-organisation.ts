/**
 * Anyone signed in may apply for an organisation (docs/rules.md "Organisations"); it starts
 * pending, and the applicant is its first manager at once (a member row with their phone,
 * already accepted), so they can prepare its settings while an admin checks it. A person may
 * apply for several, but never has more than MAX_PENDING_APPLICATIONS waiting (409), and sends
 * at most APPLICATIONS_PER_DAY a day (429), so the admins' queue cannot be flooded.
 */
import type { ApplyOrganisationBody } from '@okota/shared/contracts/organisations.contract';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { insertMember } from './members.repository';
import { mailAdminsOfApplication, tellAdminsOfApplication } from './tell-of-organisation';
import { organisationJson } from './organisation-json';
import { chooseSlug } from './organisation-slug';
import { checkedOrganisationTexts } from './organisation-texts';
import { countPendingApplications, insertOrganisation, lockApplicant } from './organisations.repository';
import { VERIFY_PHONE_TO_JOIN } from './accept-invitation';

export const MAX_PENDING_APPLICATIONS = 3;
export const APPLICATIONS_PER_DAY = 5;

export async function applyOrganisation({ ctx, applicant, body }: { ctx: AppContext; applicant: UserRow; body: ApplyOrganisationBody }) {
  // Refused before anything counts; a doubt is noted for the admin who checks the application (docs/decisions/0265).
  const doubt = checkedOrganisationTexts(body);
  // The applicant is the desk's first member by number: a number still waiting to be proven
  // (docs/decisions/0276) is not yet theirs.
  const applicantPhone = applicant.phone;
  if (!applicantPhone) throw new AppError('ORG_PHONE_NOT_VERIFIED', VERIFY_PHONE_TO_JOIN);
  await enforceRateLimits(
    ctx.db,
    [{ key: `organisation-apply:user:${applicant.id}`, limit: APPLICATIONS_PER_DAY, windowMs: 86_400_000 }],
    'You have sent many applications today. Please try again tomorrow.',
    'ORG_APPLY_LIMIT',
  );
  // Two tries: a slug taken between choosing it and inserting (another application at the same moment).
  for (let attempt = 0; ; attempt++) {
    try {
      const applied = await ctx.db.transaction(async (tx) => {
        await lockApplicant(tx, applicant.id);
        if ((await countPendingApplications(tx, applicant.id)) >= MAX_PENDING_APPLICATIONS) {
          throw new AppError(
            'ORG_TOO_MANY_PENDING',
            `You already have ${MAX_PENDING_APPLICATIONS} applications waiting for review. Please wait until they are checked.`,
            { params: { max: MAX_PENDING_APPLICATIONS } },
          );
        }
        const organisation = await insertOrganisation(tx, {
          slug: await chooseSlug(tx, body.name),
          name: body.name,
          kind: body.kind,
          county: body.county,
          landmark: body.landmark,
          hours: body.hours,
          publicPhone: body.publicPhone,
          latitude: body.latitude === undefined ? null : String(body.latitude),
          longitude: body.longitude === undefined ? null : String(body.longitude),
          acceptsDropOffs: body.acceptsDropOffs ?? false,
          appliedBy: applicant.id,
          pendingTextsReason: doubt,
        });
        await insertMember(tx, {
          organisationId: organisation.id,
          phone: applicantPhone,
          userId: applicant.id,
          role: 'manager',
          acceptedAt: new Date(),
        });
        // Admins are told at once: a desk waiting for verification cannot post (docs/decisions/0261).
        await tellAdminsOfApplication(ctx, tx);
        return { organisation: organisationJson(organisation) };
      });
      await mailAdminsOfApplication(ctx);
      return applied;
    } catch (error) {
      if (attempt === 0 && isUniqueViolation(error, 'organisations_slug_unique')) continue;
      throw error;
    }
  }
}
