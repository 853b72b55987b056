/**
 * Organisations and handover points (issue 28, docs/decisions/0240): the server validates and
 * documents from these, the web infers its types from them. What a desk does with the items it
 * holds (intake, imports, drop-offs, collections, claims) is in organisation-desk.contract.ts,
 * exported from here too.
 *
 * Routes:
 *   POST /api/organisations                                (signed in)  applyOrganisationBody → { organisation }
 *   GET  /api/organisations/mine                           (signed in)  → { organisations: myOrganisation[], invitations: invitation[] }
 *   GET  /api/organisations/{slug}?q=&page=                (public)     → publicOrganisationPage
 *   PATCH /api/organisations/{id}                          (manager)    organisationSettingsBody → { organisation }
 *   GET  /api/organisations/{id}/members                   (manager)    → { members: member[] }
 *   POST /api/organisations/{id}/members                   (manager)    inviteMemberBody → { member }
 *   POST /api/organisations/{id}/members/accept            (invited number's account, verified phone) → { member }
 *   DELETE /api/organisations/{id}/members/{memberId}      (manager)    → { success }
 *   GET  /api/admin/organisations?status=                  (admin)      → { organisations: adminOrganisation[] }
 *   POST /api/admin/organisations/{id}/verify|suspend|reject|reinstate (admin) { reason? } → { organisation }
 */
import { z } from 'zod';
import { isCounty } from '../counties';
import { safaricomPhoneSchema } from '../schemas/auth.schema';

export const ORGANISATION_KINDS = [
  'police_station',
  'chiefs_office',
  'government_office',
  'sacco',
  'campus',
  'mall',
  'hospital',
  'church',
  'mpesa_agent',
  'other',
] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

/**
 * A public office hands over free (docs/decisions/0261): a police station, a chief's office or
 * another government office (Huduma centre, registration office) never charges the owner, not
 * even for an individual finder's drop-off. Releasing a citizen's ID against a payment would read
 * as a bribe.
 */
export const PUBLIC_OFFICE_KINDS = ['police_station', 'chiefs_office', 'government_office'] as const satisfies readonly OrganisationKind[];
/** What an owner whose lost item is their ID card brings to the desk instead, as the organisation sets it. */
export const ID_CARD_PROOFS = ['abstract_or_birth_certificate', 'police_abstract', 'birth_certificate'] as const;
export type IdCardProof = (typeof ID_CARD_PROOFS)[number];

export const handsOverFree = (kind: string): boolean => (PUBLIC_OFFICE_KINDS as readonly string[]).includes(kind);

export const ORGANISATION_STATUSES = ['pending', 'verified', 'suspended', 'rejected'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

export const MEMBER_ROLES = ['manager', 'desk'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Holding periods an organisation may choose (days); the admin's defaults are the upper limits (settings). */
export const HOLDING_DAYS_MIN = 7;

const text = (max: number, min = 1) => z.string().trim().min(min).max(max);
const coordinate = z.coerce.number().finite();

export const applyOrganisationBody = z.object({
  name: text(120, 3),
  kind: z.enum(ORGANISATION_KINDS),
  county: z.string().trim().max(50).refine(isCounty, 'Choose a county'),
  landmark: text(300, 3),
  hours: text(200, 3),
  publicPhone: safaricomPhoneSchema,
  latitude: coordinate.min(-5).max(5.5).optional(),
  longitude: coordinate.min(33).max(42.5).optional(),
  acceptsDropOffs: z.boolean().optional(),
});
export type ApplyOrganisationBody = z.infer<typeof applyOrganisationBody>;

export const organisationSettingsBody = z.object({
  hours: text(200, 3).optional(),
  landmark: text(300, 3).optional(),
  publicPhone: safaricomPhoneSchema.optional(),
  acceptsDropOffs: z.boolean().optional(),
  takesFinderShare: z.boolean().optional(),
  holdingDaysDocuments: z.coerce.number().int().min(HOLDING_DAYS_MIN).max(3650).optional(),
  holdingDaysOther: z.coerce.number().int().min(HOLDING_DAYS_MIN).max(3650).optional(),
  idCardProof: z.enum(ID_CARD_PROOFS).optional(),
});

/** `{id}` of a route for people acting for an organisation: its uuid. */
export const organisationParams = z.object({ id: z.uuid('Invalid organisation id') });
export const memberParams = organisationParams.extend({ memberId: z.uuid('Invalid member id') });
/** `{slug}` of an organisation's public page. */
export const organisationSlugParams = z.object({ slug: z.string().max(100) });
/** `{id}` of the desk's held items, claims, intake and imports: any short text; one that is no organisation's id is the access check's 404. */
export const deskParams = z.object({ id: z.string().max(64) });

export const inviteMemberBody = z.object({ phone: safaricomPhoneSchema, role: z.enum(MEMBER_ROLES) });
/** What every item held by an organisation carries (GET /api/items/{id}, search results). */
export const heldBy = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  county: z.string(),
  landmark: z.string(),
  hours: z.string(),
  phone: z.string().describe("The organisation's public phone"),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  verified: z.boolean(),
  heldUntil: z.string().describe('ISO date the holding period ends'),
  idCardProof: z.enum(ID_CARD_PROOFS).optional().describe('What to bring when the lost item is the ID card itself'),
  free: z.boolean().optional().describe('A public office: the owner pays nothing, the code comes at approval (docs/decisions/0261)'),
});
export type HeldBy = z.infer<typeof heldBy>;

export const organisation = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  county: z.string(),
  landmark: z.string(),
  hours: z.string(),
  publicPhone: z.string(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  status: z.enum(ORGANISATION_STATUSES),
  verified: z.boolean(),
  acceptsDropOffs: z.boolean(),
  takesFinderShare: z.boolean(),
  payoutPhoneVerified: z.boolean(),
  idCardProof: z.enum(ID_CARD_PROOFS),
  holdingDaysDocuments: z.number(),
  holdingDaysOther: z.number(),
  createdAt: z.string(),
  /** An edit of its landmark or hours the contact check was in doubt about, waiting for an admin (docs/decisions/0265). */
  textsUnderReview: z
    .object({ landmark: z.string().nullable(), hours: z.string().nullable(), reason: z.string() })
    .nullable()
    .optional()
    .describe('Never on the public page'),
});
export type Organisation = z.infer<typeof organisation>;

export const organisationAnswer = z.object({ organisation });

export const myOrganisation = organisation.extend({ role: z.enum(MEMBER_ROLES) });
export const invitation = z.object({
  organisationId: z.string(),
  organisationName: z.string(),
  role: z.enum(MEMBER_ROLES),
  invitedAt: z.string(),
});
export const member = z.object({
  id: z.string(),
  phone: z.string(),
  role: z.enum(MEMBER_ROLES),
  name: z.string().nullable(),
  accepted: z.boolean(),
  invitedAt: z.string(),
});

export const memberAnswer = z.object({ member });
export const membersAnswer = z.object({ members: z.array(member) });
export const memberRemovedAnswer = z.object({ success: z.literal(true) });

/** GET /api/organisations/{slug}: a verified organisation's public page, with what it holds (available items, newest first). */
export const publicOrganisationPage = z.object({
  organisation: organisation.omit({ payoutPhoneVerified: true, takesFinderShare: true }),
  items: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      categoryName: z.string().nullable(),
      location: z.string(),
      dateFound: z.string(),
      thumbnail: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
  currentPage: z.number(),
  hasMore: z.boolean(),
});

/** Query of GET /api/organisations/{slug}: words in the title or description, and the page (20 a page). */
export const publicOrganisationQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const PUBLIC_ORGANISATION_PAGE_SIZE = 20;

/** GET /api/organisations/mine. */
export const myOrganisationsResponse = z.object({ organisations: z.array(myOrganisation), invitations: z.array(invitation) });

/** POST /api/admin/organisations/{id}/verify|suspend|reject|reinstate: the admin's reason, optional. */
export const organisationStatusBody = z.object({ reason: z.string().trim().max(500).optional() }).default({});
export const adminOrganisationsQuery = z.object({ status: z.enum(ORGANISATION_STATUSES).optional() });
/** One row of the admin's list: the organisation, who applied, and how many items it held and handed over. */
export const adminOrganisation = organisation.extend({
  statusReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  applicant: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
  heldCount: z.number().describe('Items it has held (posted or dropped off)'),
  collectedCount: z.number().describe('Of those, handed over to their owners (item completed)'),
});
export const adminOrganisationsResponse = z.object({ organisations: z.array(adminOrganisation) });

export * from './organisation-desk.contract';
