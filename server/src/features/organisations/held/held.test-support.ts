/**
 * Organisations for the held-items and intake tests, written straight into the database (the
 * organisation routes are another part's subject): an organisation in a given status with an
 * accepted manager and desk member.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { organisationMembers, organisations } from '../../../db/schema';
import { createUser } from '../../../../test/factories';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

export async function createOrganisationWithDesk(
  db: Database,
  overrides: Partial<typeof organisations.$inferInsert> = {},
): Promise<{ organisation: typeof organisations.$inferSelect; manager: TestUser; desk: TestUser }> {
  const manager = await createUser(db);
  const desk = await createUser(db, { language: 'sw' });
  const suffix = randomBytes(4).toString('hex');
  const [organisation] = await db
    .insert(organisations)
    .values({
      slug: `kilimani-police-${suffix}`,
      name: 'Kilimani Police Station',
      kind: 'police_station',
      county: 'Nairobi',
      landmark: 'Argwings Kodhek Road, next to the AP camp',
      hours: 'Mon-Sun 24 hours',
      publicPhone: '+254711000111',
      status: 'verified',
      appliedBy: manager.user.id,
      verifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  await addMember(db, organisation.id, manager, 'manager');
  await addMember(db, organisation.id, desk, 'desk');
  return { organisation, manager, desk };
}

export async function addMember(
  db: Database,
  organisationId: string,
  member: TestUser,
  role: 'manager' | 'desk',
  overrides: Partial<typeof organisationMembers.$inferInsert> = {},
) {
  await db.insert(organisationMembers).values({
    organisationId,
    phone: member.user.phone,
    userId: member.user.id,
    role,
    acceptedAt: new Date(),
    ...overrides,
  });
}

/** The item form's fields for a phone found and held at the desk. */
export const heldItemFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tecno Spark phone',
  description: 'A black Tecno Spark phone handed in at the report desk by a matatu driver.',
  categoryId: 1,
  location: 'Nairobi',
  dateFound: '2025-11-20',
  verificationQuestion1: 'What is the wallpaper on the phone?',
  ...overrides,
});
