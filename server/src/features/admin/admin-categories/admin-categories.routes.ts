import type { FastifyPluginAsync } from 'fastify';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { currentUser } from '../../../plugins/auth';
import { registerRoute } from '../../../plugins/register-route';
import { countItemsInCategory, listCategoriesForAdmin, type CategoryRow } from './admin-categories.repository';
import { createCategory, updateCategory } from './save-category';
import { deleteCategory } from './delete-category';

const toJson = (row: CategoryRow, itemCount: number) => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  description: row.description,
  itemCount,
  createdAt: row.createdAt.toISOString(),
});

export const adminCategoriesRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminItemsApi.categories, async () => (await listCategoriesForAdmin(app.ctx.db)).map((row) => toJson(row, row.itemCount)));

  await registerRoute(app, adminItemsApi.createCategory, async (request, reply) => {
    const category = await createCategory({ ctx: app.ctx, adminId: currentUser(request).id, input: request.body });
    return reply.status(201).send(toJson(category, 0));
  });

  await registerRoute(app, adminItemsApi.updateCategory, async (request) => {
    const category = await updateCategory({ ctx: app.ctx, adminId: currentUser(request).id, categoryId: request.params.id, input: request.body });
    return toJson(category, await countItemsInCategory(app.ctx.db, category.id));
  });

  await registerRoute(app, adminItemsApi.deleteCategory, async (request) => {
    const moved = await deleteCategory({ ctx: app.ctx, adminId: currentUser(request).id, categoryId: request.params.id, moveTo: request.query.moveTo });
    return { success: true as const, message: 'Category deleted', moved };
  });
};
