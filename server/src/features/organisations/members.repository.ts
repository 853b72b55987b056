/**
 * Members and invitations: one row per organisation and phone number (organisation_members). An
 * open invitation is a row not yet accepted and not removed; a member is an accepted one.
 */
import { and, asc, count, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { MemberRole } from '@okota/shared/contracts/organisations.contract';
import type { Executor } from '../../db/client';
import { organisationMembers, organisations, users } from '../../db/schema';

export type MemberRow = typeof organisationMembers.$inferSelect;

/** An invitation not accepted within this long lapses; the manager may send it again. */
export const INVITATION_TTL_MS = 14 * 86_400_000;

const invitationOpenSince = () => new Date(Date.now() - INVITATION_TTL_MS);

export async function insertMember(db: Executor, values: typeof organisationMembers.$inferInsert): Promise<MemberRow> {
  const [row] = await db.insert(organisationMembers).values(values).returning();
  return row;
}

export async function findMemberByPhone(db: Executor, organisationId: string, phone: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.phone, phone)))
    .for('update')
    .limit(1);
  return row;
}

export async function findMember(db: Executor, organisationId: string, memberId: string): Promise<MemberRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(memberId)) return undefined;
  const [row] = await db
    .select()
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.id, memberId)))
    .limit(1);
  return row;
}

/** A new invitation, or the old row of that number made a fresh invitation (after a removal or a lapse). */
export async function renewInvitation(db: Executor, id: string, values: { role: MemberRole; invitedBy: string }): Promise<MemberRow> {
  const [row] = await db
    .update(organisationMembers)
    .set({ ...values, userId: null, acceptedAt: null, removedAt: null, createdAt: new Date() })
    .where(eq(organisationMembers.id, id))
    .returning();
  return row;
}

/** The open invitation of `phone` to the organisation, locked while it is accepted. */
export async function findOpenInvitation(db: Executor, organisationId: string, phone: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.phone, phone),
        isNull(organisationMembers.acceptedAt),
        isNull(organisationMembers.removedAt),
        gt(organisationMembers.createdAt, invitationOpenSince()),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function acceptInvitation(db: Executor, id: string, userId: string): Promise<MemberRow> {
  const [row] = await db.update(organisationMembers).set({ userId, acceptedAt: new Date() }).where(eq(organisationMembers.id, id)).returning();
  return row;
}

export async function markMemberRemoved(db: Executor, id: string): Promise<void> {
  await db.update(organisationMembers).set({ removedAt: new Date() }).where(eq(organisationMembers.id, id));
}

/** Managers who have accepted and are not removed. */
export async function countActiveManagers(db: Executor, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        eq(organisationMembers.role, 'manager'),
        isNotNull(organisationMembers.acceptedAt),
        isNull(organisationMembers.removedAt),
      ),
    );
  return row.n;
}

/** Members and open invitations (not removed), managers first, with the account's name once accepted. */
export async function listMembers(db: Executor, organisationId: string) {
  return db
    .select({ member: organisationMembers, firstName: users.firstName, lastName: users.lastName })
    .from(organisationMembers)
    .leftJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), isNull(organisationMembers.removedAt)))
    .orderBy(desc(organisationMembers.role), asc(organisationMembers.createdAt));
}

/** The organisations a person is an active member of, with their role, newest first. */
export async function listMemberships(db: Executor, userId: string) {
  return db
    .select({ organisation: organisations, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.userId, userId), isNotNull(organisationMembers.acceptedAt), isNull(organisationMembers.removedAt)))
    .orderBy(desc(organisations.createdAt));
}

/** Open invitations to a phone number, from organisations that may still take members. */
export async function listOpenInvitations(db: Executor, phone: string) {
  return db
    .select({ member: organisationMembers, organisationName: organisations.name, status: organisations.status })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(
      and(
        eq(organisationMembers.phone, phone),
        isNull(organisationMembers.acceptedAt),
        isNull(organisationMembers.removedAt),
        gt(organisationMembers.createdAt, invitationOpenSince()),
        eq(organisations.status, 'verified'),
      ),
    )
    .orderBy(desc(organisationMembers.createdAt));
}

/** The account (any, verified or not) with this number: an invitation SMS is worded in its language. */
export async function findAccountByPhone(db: Executor, phone: string): Promise<{ id: string; language: string } | undefined> {
  const [account] = await db.select({ id: users.id, language: users.language }).from(users).where(eq(users.phone, phone)).limit(1);
  return account;
}
