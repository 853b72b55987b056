/**
 * Who is told when something needs an admin (a dispute, a refund that failed, a lookup budget
 * spent): every admin account not suspended. Here, below the features that tell them, so none of
 * them imports another for it (docs/decisions/0253).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export async function listAdminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.suspended, false)));
  return rows.map((r) => r.id);
}

/** The same admins' addresses and languages, for what also goes by e-mail (the SMS budget spent). */
export async function listAdminMailboxes(db: Executor): Promise<Array<{ email: string; language: string }>> {
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.suspended, false)));
  return rows.filter((r): r is { email: string; language: string } => !!r.email);
}
