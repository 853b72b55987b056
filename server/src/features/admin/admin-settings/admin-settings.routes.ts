import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentStatsAnswer,
  settingBody,
  settingKeyParams,
  settingUpdatedAnswer as updatedResponse,
  settingValueBody,
  settingsAnswer,
} from '@okota/shared/contracts/admin-overview.contract';
import { currentUser } from '../../../plugins/auth';
import { getCurrentFees } from '../../settings';
import { listSettings, paymentStats } from './admin-settings.repository';
import { updateFeeSetting } from './update-fee-setting';

const settingJson = (row: Awaited<ReturnType<typeof listSettings>>[number]) => ({
  key: row.key,
  value: row.value,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Every setting (finder_amount, platform_amount)', response: { 200: settingsAnswer } },
    },
    async () => (await listSettings(app.ctx.db)).map(settingJson),
  );

  app.put(
    '/api/admin/settings/:key',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change one fee (legacy page)',
        params: settingKeyParams,
        body: settingValueBody,
        response: { 200: updatedResponse },
      },
    },
    async (request) => {
      const row = await updateFeeSetting({ ctx: app.ctx, adminId: currentUser(request).id, key: request.params.key, ...request.body });
      return {
        success: true as const,
        message: 'Payment settings have been updated successfully.',
        setting: settingJson(row),
        fees: await getCurrentFees(app.ctx.db),
      };
    },
  );

  app.post(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Change one fee (payment settings screen)',
        body: settingBody,
        response: { 200: updatedResponse },
      },
    },
    async (request) => {
      const row = await updateFeeSetting({ ctx: app.ctx, adminId: currentUser(request).id, ...request.body });
      return {
        success: true as const,
        message: 'Payment settings have been updated successfully.',
        setting: settingJson(row),
        fees: await getCurrentFees(app.ctx.db),
      };
    },
  );

  app.get(
    '/api/admin/payment-stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Completed payments, revenue, finder share and success rate',
        response: { 200: paymentStatsAnswer },
      },
    },
    async () => paymentStats(app.ctx.db),
  );
};
