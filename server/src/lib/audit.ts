/** Every admin action leaves a row: who, what, on what, when and why (decisions.md "Administration"). */
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: 'item' | 'user' | 'category' | 'setting' | 'payment' | 'report' | 'claim' | 'contact_message';
  targetId: string | number;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, targetId: String(entry.targetId) });
}
