import type { FastifyPluginAsync } from 'fastify';
import * as adminOverviewApi from '@okota/shared/contracts/admin-overview.api';
import { registerRoute } from '../../../plugins/register-route';
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

export const adminSettingsRoutes: FastifyPluginAsync = async (app) => {
  const updated = async (row: Awaited<ReturnType<typeof updateFeeSetting>>) => ({
    success: true as const,
    message: 'Payment settings have been updated successfully.',
    setting: settingJson(row),
    fees: await getCurrentFees(app.ctx.db),
  });

  await registerRoute(app, adminOverviewApi.settings, async () => (await listSettings(app.ctx.db)).map(settingJson));

  await registerRoute(app, adminOverviewApi.updateSettingByKey, async (request) =>
    updated(await updateFeeSetting({ ctx: app.ctx, adminId: currentUser(request).id, key: request.params.key, ...request.body })),
  );

  await registerRoute(app, adminOverviewApi.updateSetting, async (request) =>
    updated(await updateFeeSetting({ ctx: app.ctx, adminId: currentUser(request).id, ...request.body })),
  );

  await registerRoute(app, adminOverviewApi.paymentStats, async () => paymentStats(app.ctx.db));
};
