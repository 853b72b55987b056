import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySchema } from '@okota/shared';
import { currentUser } from '../../../plugins/auth';
import { idParams } from '@okota/shared/contracts/ids';
import { adminCategoriesAnswer, adminCategory, deleteCategoryAnswer, deleteCategoryQuery } from '@okota/shared/contracts/admin-items.contract';
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

export const adminCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Categories with their item counts', response: { 200: adminCategoriesAnswer } },
    },
    async () => (await listCategoriesForAdmin(app.ctx.db)).map((row) => toJson(row, row.itemCount)),
  );

  app.post(
    '/api/admin/categories',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Add a category', body: categorySchema, response: { 201: adminCategory } },
    },
    async (request, reply) => {
      const category = await createCategory({ ctx: app.ctx, adminId: currentUser(request).id, input: request.body });
      return reply.status(201).send(toJson(category, 0));
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Rename a category or change its icon', params: idParams, body: categorySchema, response: { 200: adminCategory } },
    },
    async (request) => {
      const category = await updateCategory({ ctx: app.ctx, adminId: currentUser(request).id, categoryId: request.params.id, input: request.body });
      return toJson(category, await countItemsInCategory(app.ctx.db, category.id));
    },
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a category; one that items use only with moveTo, the category its items and lost reports move to',
        params: idParams,
        querystring: deleteCategoryQuery,
        response: { 200: deleteCategoryAnswer },
      },
    },
    async (request) => {
      const moved = await deleteCategory({ ctx: app.ctx, adminId: currentUser(request).id, categoryId: request.params.id, moveTo: request.query.moveTo });
      return { success: true as const, message: 'Category deleted', moved };
    },
  );
};
