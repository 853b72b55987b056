/**
 * Organisation rows: applying, settings, status changes and the admin's list with its counts.
 * Every function takes an executor, so an operation keeps its writes in one transaction.
 */
import { and, count, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { OrganisationStatus } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { claims, heldItems, items, organisations, users } from '../../db/schema';
import type { OrganisationRow } from './organisation-access.repository';

export type NewOrganisation = typeof organisations.$inferInsert;

export async function insertOrganisation(db: Executor, values: NewOrganisation): Promise<OrganisationRow> {
  const [row] = await db.insert(organisations).values(values).returning();
  return row;
}

/** Slugs already taken by `base` or `base-<n>`, so the next free suffix can be picked. */
export async function findSlugsLike(db: Executor, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: organisations.slug })
    .from(organisations)
    .where(or(eq(organisations.slug, base), like(organisations.slug, `${escaped}-%`)));
  return rows.map((r) => r.slug);
}

export async function findOrganisationBySlug(db: Executor, slug: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.slug, slug)).limit(1);
  return row;
}

/** One person's applications are decided one at a time, so two at once cannot both be the fourth pending one. */
export async function lockApplicant(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`organisation-apply:${userId}`}))`);
}

/** Applications of one person still waiting for an admin. */
export async function countPendingApplications(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisations)
    .where(and(eq(organisations.appliedBy, userId), eq(organisations.status, 'pending')));
  return row.n;
}

export async function updateOrganisation(db: Executor, id: string, values: Partial<NewOrganisation>): Promise<OrganisationRow> {
  const [row] = await db
    .update(organisations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  return row;
}

/** The row locked for a status change, so two admins' clicks are decided one after the other. */
export async function lockOrganisation(db: Executor, id: string): Promise<OrganisationRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id)).for('update').limit(1);
  return row;
}

/**
 * The admin's list, newest first: each organisation with its applicant and its counts. Held: every
 * item it has had in custody; collected: those whose owner took them back (item completed).
 */
export async function listOrganisationsForAdmin(db: Executor, status?: OrganisationStatus) {
  const counts = db
    .select({
      organisationId: heldItems.organisationId,
      held: sql<number>`count(*)::int`.as('held'),
      collected: sql<number>`count(*) filter (where ${items.status} = 'completed')::int`.as('collected'),
    })
    .from(heldItems)
    .innerJoin(items, eq(items.id, heldItems.itemId))
    .groupBy(heldItems.organisationId)
    .as('counts');
  return db
    .select({
      organisation: organisations,
      applicant: { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone },
      heldCount: sql<number>`coalesce(${counts.held}, 0)::int`,
      collectedCount: sql<number>`coalesce(${counts.collected}, 0)::int`,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, organisations.appliedBy))
    .leftJoin(counts, eq(counts.organisationId, organisations.id))
    .where(status ? eq(organisations.status, status) : undefined)
    .orderBy(desc(organisations.createdAt))
    .limit(500);
}

export async function findOrganisationsByIds(db: Executor, ids: string[]): Promise<OrganisationRow[]> {
  if (!ids.length) return [];
  return db.select().from(organisations).where(inArray(organisations.id, ids));
}

/** Owners with an open claim (pending or approved, not yet handed over) on an item the organisation holds now. */
export async function findOpenClaimersOfHeld(db: Executor, organisationId: string): Promise<Array<{ userId: string; itemId: number; title: string }>> {
  return db
    .select({ userId: claims.claimerId, itemId: items.id, title: items.title })
    .from(heldItems)
    .innerJoin(items, eq(items.id, heldItems.itemId))
    .innerJoin(claims, eq(claims.itemId, items.id))
    .where(
      and(
        eq(heldItems.organisationId, organisationId),
        sql`${heldItems.expiredAt} is null`,
        inArray(claims.status, ['pending', 'approved']),
        inArray(items.status, ['available', 'claimed']),
      ),
    );
}
