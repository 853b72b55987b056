/** First-start data: categories, default fees and the admin account. Safe to run on every start. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_FEES } from '@okota/shared';
import type { Config } from '../config';
import type { Database } from './client';
import { adminSettings, categories, users } from './schema';
import { developmentAdminBlock } from './admin-banner';
import { hashPassword, randomToken } from '../lib/crypto';

export const DEFAULT_CATEGORIES = [
  { name: 'Electronics', icon: 'smartphone', description: 'Phones, laptops, chargers, earphones' },
  { name: 'Documents', icon: 'file-text', description: 'IDs, passports, certificates, cards' },
  { name: 'Wallets', icon: 'wallet', description: 'Wallets and purses' },
  { name: 'Bags', icon: 'briefcase', description: 'Bags, backpacks, suitcases' },
  { name: 'Keys', icon: 'key', description: 'House, car and office keys' },
  { name: 'Jewelry', icon: 'gem', description: 'Rings, watches, necklaces' },
  { name: 'Clothing', icon: 'shirt', description: 'Clothes, shoes, umbrellas' },
  { name: 'Pets', icon: 'paw-print', description: 'Lost or found animals' },
  { name: 'Other', icon: 'package', description: 'Anything else' },
];

export async function seedDatabase(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (count === 0) await db.insert(categories).values(DEFAULT_CATEGORIES).onConflictDoNothing();

  await db
    .insert(adminSettings)
    .values([
      { key: 'finder_amount', value: String(FALLBACK_FEES.finderAmount), description: 'KSh paid to the finder per claim' },
      { key: 'platform_amount', value: String(FALLBACK_FEES.platformAmount), description: 'KSh kept by the platform per claim' },
    ])
    .onConflictDoNothing();

  await ensureAdmin(db, config, log);
}

async function ensureAdmin(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing.length) return;
  const email = (config.ADMIN_EMAIL ?? 'admin@okota.local').toLowerCase();
  const password = config.ADMIN_PASSWORD ?? (config.isProduction ? undefined : `Dev-${randomToken().slice(0, 12)}1a`);
  if (!password) {
    log.warn('no admin account exists and ADMIN_EMAIL/ADMIN_PASSWORD are not set');
    return;
  }
  const now = new Date();
  await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      phone: '+254700000000',
      firstName: 'Okota',
      lastName: 'Admin',
      role: 'admin',
      emailVerified: true,
      phoneVerified: true,
      termsAccepted: true,
      termsAcceptedAt: now,
      privacyPolicyAccepted: true,
      privacyPolicyAcceptedAt: now,
    })
    .onConflictDoNothing();
  if (!config.ADMIN_PASSWORD) {
    log.warn(`development admin created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`);
    process.stdout.write(developmentAdminBlock(email, password, `${config.publicUrl}/auth`));
  }
}
