/**
 * What the rehearsal checks in the database after the journey, with one server process killed
 * halfway: every completed payment paid out at most once and its payout recorded, no job failed
 * or left running, no notification sent twice.
 */
import pg from 'pg';

export async function checkBooks(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    const query = async (text: string) => (await client.query(text)).rows as Array<Record<string, unknown>>;

    const completed = await query(`select id, item_id, payout_status, finder_paid from payments where status = 'completed'`);
    if (completed.length === 0) problems.push('no completed payment: the journey paid nothing');
    for (const payment of completed) {
      if (payment.payout_status !== 'paid' || payment.finder_paid !== true)
        problems.push(`payment ${payment.id}: payout ${payment.payout_status}, finderPaid ${payment.finder_paid}`);
    }
    const perItem = await query(`select item_id, count(*)::int as n from payments where status = 'completed' group by item_id having count(*) > 1`);
    for (const row of perItem) problems.push(`item ${row.item_id}: ${row.n} completed payments`);

    // Checked after the servers stopped: a job the killed process held is taken again once its
    // lock is stale, so only a failed one is lost.
    const failedJobs = await query(`select type, last_error from jobs where status = 'failed'`);
    for (const job of failedJobs) problems.push(`job ${job.type} failed: ${job.last_error}`);

    const twice = await query(`
      select user_id, type, item_id, message, count(*)::int as n from notifications
      group by user_id, type, item_id, message having count(*) > 1`);
    for (const row of twice) problems.push(`notification "${row.type}" on item ${row.item_id} sent ${row.n} times to one user`);
    return problems;
  } finally {
    await client.end();
  }
}
