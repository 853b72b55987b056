/**
 * `npm run demo`: a development database with a few dozen found items in both languages, a few
 * finders with verified phones and one owner's lost report, so search, USSD ("wallets in
 * Nairobi") and the document lookup answer something on a first try. Everything goes through the
 * same operations a finder and an owner use (createItem, createLostReport): the catalogue, the
 * document-number hash and lost-report matching see demo data as they see real posts.
 * Idempotent: an account is found by its e-mail, an item by its finder and title, a report by
 * its owner and title, so a second run adds nothing (docs/decisions/0235).
 */
import { todayInNairobi } from '@okota/shared';
import { createItemBody } from '@okota/shared/contracts/items.contract';
import { createReportBody } from '@okota/shared/contracts/lost-reports.contract';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { findUserByEmail, insertUser, isPhoneTaken } from '../auth';
import { createItem, findCategoryIdByName, listItemsOfFinder } from '../items';
import { createLostReport, listReportsOfOwner } from '../lost-reports';
import type { DemoItem } from './demo-item';
import { DEMO_ITEMS_EN } from './demo-items-en';
import { DEMO_ITEMS_SW } from './demo-items-sw';
import { DEMO_LOST_REPORT, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';

export const DEMO_REFUSED_IN_PRODUCTION = 'Refusing to add demo data: NODE_ENV is production. Demo data is for a development database only.';

/** Oldest first, so the newest-first lists open on the most recent finds. */
export const DEMO_ITEMS: readonly DemoItem[] = [...DEMO_ITEMS_EN, ...DEMO_ITEMS_SW].sort((a, b) => b.daysAgo - a.daysAgo);

export interface DemoOutcome {
  accountsAdded: number;
  itemsAdded: number;
  reportsAdded: number;
}

type Account = { id: string; role: string };

export async function fillDemoData(ctx: AppContext): Promise<DemoOutcome> {
  if (ctx.config.isProduction) throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  const { accounts, added: accountsAdded } = await ensureAccounts(ctx);
  let itemsAdded = 0;
  for (const demo of DEMO_ITEMS) {
    if (await postItem(ctx, accounts.get(demo.finder), demo)) itemsAdded += 1;
  }
  const reportsAdded = (await fileLostReport(ctx, accounts.get(DEMO_LOST_REPORT.owner))) ? 1 : 0;
  return { accountsAdded, itemsAdded, reportsAdded };
}

async function ensureAccounts(ctx: AppContext): Promise<{ accounts: Map<string, Account>; added: number }> {
  const accounts = new Map<string, Account>();
  let passwordHash: string | undefined;
  let added = 0;
  for (const person of DEMO_PEOPLE) {
    const existing = await findUserByEmail(ctx.db, person.email);
    if (existing) {
      accounts.set(person.key, existing);
      continue;
    }
    // Someone already uses the number on this database: that person's demo posts are left out.
    if (await isPhoneTaken(ctx.db, person.phone)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const now = new Date();
    const { key, ...fields } = person;
    accounts.set(
      key,
      await insertUser(ctx.db, {
        ...fields,
        passwordHash,
        emailVerified: true,
        phoneVerified: true,
        termsAccepted: true,
        termsAcceptedAt: now,
        privacyPolicyAccepted: true,
        privacyPolicyAcceptedAt: now,
      }),
    );
    added += 1;
  }
  return { accounts, added };
}

async function postItem(ctx: AppContext, finder: Account | undefined, demo: DemoItem): Promise<boolean> {
  const categoryId = await findCategoryIdByName(ctx.db, demo.category);
  if (!finder || !categoryId) return false;
  const posted = await listItemsOfFinder(ctx.db, finder.id);
  if (posted.some((record) => record.item.title === demo.title)) return false;
  const answers = Object.fromEntries(
    demo.questions.flatMap(([question, answer], index) => [
      [`verificationQuestion${index + 1}`, question],
      [`verificationAnswer${index + 1}`, answer],
    ]),
  );
  const body = createItemBody.parse({
    title: demo.title,
    description: demo.description,
    categoryId,
    location: demo.county,
    nearLocation: demo.nearLocation,
    dateFound: daysAgo(demo.daysAgo),
    requiresProofPhoto: demo.requiresProofPhoto ?? false,
    documentNumber: demo.documentNumber,
    ...answers,
  });
  await createItem(ctx, { finder, body, photos: [] });
  return true;
}

async function fileLostReport(ctx: AppContext, owner: Account | undefined): Promise<boolean> {
  const demo = DEMO_LOST_REPORT;
  const categoryId = await findCategoryIdByName(ctx.db, demo.category);
  if (!owner || !categoryId) return false;
  if ((await listReportsOfOwner(ctx.db, owner.id)).some((report) => report.title === demo.title)) return false;
  const body = createReportBody.parse({
    title: demo.title,
    categoryId,
    description: demo.description,
    county: demo.county,
    nearLocation: demo.nearLocation,
    dateLost: daysAgo(demo.daysAgo),
  });
  await createLostReport(ctx, { owner, body, photos: [] });
  return true;
}

/** Today in East Africa Time minus `days`, as YYYY-MM-DD. */
function daysAgo(days: number): string {
  const today = new Date(`${todayInNairobi()}T00:00:00Z`);
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}
