/** Every refund for admins: those on their way, those M-Pesa refused (with Daraja's reason), the latest landed. */
import type { RefundReason } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { findLatestRefunds, findOpenRefunds, type RefundListRow } from '../ledger/admin-money-lists.repository';
import { typedStatuses } from '../payments.repository';

const RECENT_LIMIT = 50;
const OPEN_LIMIT = 500;

export async function listRefunds({ db }: { db: Executor }) {
  const open = await findOpenRefunds(db, OPEN_LIMIT);
  const landed = await findLatestRefunds(db, RECENT_LIMIT);
  const view = ({ claimerFirstName, claimerLastName, ...row }: RefundListRow) => ({
    ...typedStatuses(row),
    refundReason: row.refundReason as RefundReason | null,
    claimerName: `${claimerFirstName} ${claimerLastName}`,
  });
  return {
    pending: open.filter((row) => row.status === 'refund_pending').map(view),
    failed: open.filter((row) => row.status === 'refund_failed').map(view),
    refunded: landed.map(view),
  };
}
