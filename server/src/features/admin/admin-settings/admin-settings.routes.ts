import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import { getCurrentFees } from '../../settings/settings.repository';
import { listSettings, paymentStats } from './admin-settings.repository';
import { settingValueBody, updateFeeSetting } from './update-fee-setting';

const setting = z.object({ key: z.string(), value: z.string(), description: z.string().nullable(), updatedAt: z.string() });
const fees = z.object({ finderAmount: z.number(), platformAmount: z.number(), totalFee: z.number(), finderPercentage: z.number(), platformPercentage: z.number() });
const updatedResponse = z.object({ success: z.literal(true), message: z.string(), setting, fees });

const settingJson = (row: Awaited<ReturnType<typeof listSettings>>[number]) => ({
  key: row.key, value: row.value, description: row.description, updatedAt: row.updatedAt.toISOString(),
});

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/settings', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Every setting (finder_amount, platform_amount)', response: { 200: z.array(setting) } },
  }, async () => (await listSettings(app.ctx.db)).map(settingJson));

  // The body is checked by the shared feeSettingSchema inside updateFeeSetting, so both calls
  // answer with the same messages; the route schema only keeps out what is not a value at all.
  app.put('/api/admin/settings/:key', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Change one fee (legacy page)',
      params: z.object({ key: z.string().max(100) }),
      body: settingValueBody,
      response: { 200: updatedResponse },
    },
  }, async (request) => {
    const row = await updateFeeSetting({ ctx: app.ctx, adminId: currentUser(request).id, key: request.params.key, ...request.body });
    return { success: true as const, message: 'Payment settings have been updated successfully.', setting: settingJson(row), fees: await getCurrentFees(app.ctx.db) };
  });

  app.post('/api/admin/settings', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Change one fee (payment settings screen)',
      body: settingValueBody.extend({ key: z.string().max(100) }),
      response: { 200: updatedResponse },
    },
  }, async (request) => {
    const row = await updateFeeSetting({ ctx: app.ctx, adminId: currentUser(request).id, ...request.body });
    return { success: true as const, message: 'Payment settings have been updated successfully.', setting: settingJson(row), fees: await getCurrentFees(app.ctx.db) };
  });

  app.get('/api/admin/payment-stats', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Completed payments, revenue, finder share and success rate',
      response: {
        200: z.object({
          totalPayments: z.number(), platformRevenue: z.number(), finderPayments: z.number(), successRate: z.number(),
          totalCollected: z.number(), finderPaidOut: z.number(), pendingPayments: z.number(), failedPayments: z.number(), refundedPayments: z.number(),
        }),
      },
    },
  }, async () => paymentStats(app.ctx.db));
};
