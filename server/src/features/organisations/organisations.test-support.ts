/** Shared setup for the organisations API tests: an application's body and organisations made straight in the database. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { organisationMembers, organisations, type UserRow } from '../../db/schema';

let counter = 0;
/** A Safaricom number nobody has yet, +2547…. */
// Safaricom numbers (0711…–0719…): an organisation's payout number must be one M-Pesa can pay.
export const freshOrgPhone = () => `+25471${1 + (Date.now() % 9)}${String(Date.now() % 100).padStart(2, '0')}${String(counter++ % 10_000).padStart(4, '0')}`;

export const applicationBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kilimani Police Station',
  kind: 'police_station',
  county: 'Nairobi',
  landmark: 'Argwings Kodhek Road, opposite Yaya Centre',
  hours: 'Mon–Sun, 24 hours',
  publicPhone: '0711 222 333',
  ...overrides,
});

/** An organisation in `status` whose manager (accepted, with their phone) is `manager`. */
export async function createOrganisation(db: Database, manager: UserRow & { phone: string }, overrides: Partial<typeof organisations.$inferInsert> = {}) {
  const [organisation] = await db
    .insert(organisations)
    .values({
      slug: `desk-${randomBytes(4).toString('hex')}`,
      name: 'Kencom Matatu SACCO Office',
      kind: 'sacco',
      county: 'Nairobi',
      landmark: 'Kencom House, Moi Avenue',
      hours: 'Mon–Sat 7am–7pm',
      publicPhone: '+254711222333',
      status: 'verified',
      appliedBy: manager.id,
      ...overrides,
    })
    .returning();
  await db.insert(organisationMembers).values({
    organisationId: organisation.id,
    phone: manager.phone,
    userId: manager.id,
    role: 'manager',
    acceptedAt: new Date(),
  });
  return organisation;
}

/** `user` as an accepted member of the organisation with `role`. */
export async function addMember(db: Database, organisationId: string, user: UserRow & { phone: string }, role: 'manager' | 'desk') {
  const [row] = await db.insert(organisationMembers).values({ organisationId, phone: user.phone, userId: user.id, role, acceptedAt: new Date() }).returning();
  return row;
}
