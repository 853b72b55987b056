/**
 * Every admin action leaves a row: who, what, on what, when and why (docs/rules.md "Administration");
 * so do a person's download and deletion of their own data, and each retention pass (how many, never whose).
 */
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /** null: the system itself (the daily retention job). */
  actorId: string | null;
  action: string;
  targetType: 'item' | 'user' | 'category' | 'setting' | 'payment' | 'report' | 'claim' | 'contact_message' | 'retention' | 'organisation';
  targetId: string | number;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, targetId: String(entry.targetId) });
}
