import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { adminItemsQuerySchema, reasonSchema, removeItemSchema, resolveImageUrl } from '@okota/shared';
import { idParams } from '@okota/shared/contracts/ids';
import { adminItem, adminItemsAnswer, itemModerationAnswer as moderationResponse } from '@okota/shared/contracts/admin-items.contract';
import { currentUser } from '../../../plugins/auth';
import { toIso } from '../admin.schemas';
import { ADMIN_ITEMS_PAGE_SIZE, listAdminItems, type ItemRow } from './admin-items.repository';
import { hideItem } from './hide-item';
import { unhideItem } from './unhide-item';
import { removeItem } from './remove-item';

function toAdminItem(item: ItemRow, finderName: string): z.infer<typeof adminItem> {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    location: item.location,
    categoryId: item.categoryId,
    finderId: item.finderId,
    finderName,
    createdAt: item.createdAt.toISOString(),
    status: item.status as z.infer<typeof adminItem>['status'],
    imageUrls: item.images.map(resolveImageUrl),
    isHidden: item.isHidden,
    hiddenReason: item.hiddenReason,
    hiddenAt: toIso(item.hiddenAt),
    removalReason: item.removalReason,
    removedAt: toIso(item.removedAt),
  };
}

export const adminItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/items',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every item, hidden and removed ones included',
        querystring: adminItemsQuerySchema,
        response: { 200: adminItemsAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await listAdminItems(app.ctx.db, request.query);
      return {
        items: rows.map((r) => toAdminItem(r.item, `${r.finderFirstName} ${r.finderLastName}`.trim())),
        total,
        page: request.query.page,
        hasMore: request.query.page * ADMIN_ITEMS_PAGE_SIZE < total,
      };
    },
  );

  app.post(
    '/api/admin/items/:id/hide',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Hide an item from public view', params: idParams, body: reasonSchema, response: { 200: moderationResponse } },
    },
    async (request) => {
      const item = await hideItem({ ctx: app.ctx, adminId: currentUser(request).id, itemId: request.params.id, reason: request.body.reason });
      return { success: true as const, message: 'Item has been hidden from public view', item: withoutFinder(item) };
    },
  );

  app.post(
    '/api/admin/items/:id/unhide',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Show a hidden item again', params: idParams, response: { 200: moderationResponse } },
    },
    async (request) => {
      const item = await unhideItem({ ctx: app.ctx, adminId: currentUser(request).id, itemId: request.params.id });
      return { success: true as const, message: 'Item is now visible to users', item: withoutFinder(item) };
    },
  );

  app.delete(
    '/api/admin/items/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Remove an item (soft delete: status removed, nothing erased)',
        params: idParams,
        body: removeItemSchema,
        response: { 200: moderationResponse },
      },
    },
    async (request) => {
      const item = await removeItem({ ctx: app.ctx, adminId: currentUser(request).id, itemId: request.params.id, ...request.body });
      return { success: true as const, message: 'Item has been removed', item: withoutFinder(item) };
    },
  );
};

function withoutFinder(item: ItemRow) {
  const { finderName: _finderName, ...rest } = toAdminItem(item, '');
  return rest;
}
