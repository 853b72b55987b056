import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { resolveImageUrl } from '@okota/shared';
import type { adminItem } from '@okota/shared/contracts/admin-items.contract';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { registerRoute } from '../../../plugins/register-route';
import { currentUser } from '../../../plugins/auth';
import { contactHoldDoubt, heldForReview } from '../../../db/item-visibility';
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
    heldFor: heldForReview(item),
    contactDoubt: heldForReview(item) === 'contact' ? contactHoldDoubt(item.hiddenReason) : null,
    hiddenAt: toIso(item.hiddenAt),
    removalReason: item.removalReason,
    removedAt: toIso(item.removedAt),
  };
}

export const adminItemsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminItemsApi.items, async (request) => {
    const { rows, total } = await listAdminItems(app.ctx.db, request.query);
    return {
      items: rows.map((r) => toAdminItem(r.item, `${r.finderFirstName} ${r.finderLastName}`.trim())),
      total,
      page: request.query.page,
      hasMore: request.query.page * ADMIN_ITEMS_PAGE_SIZE < total,
    };
  });

  await registerRoute(app, adminItemsApi.hideItem, async (request) => {
    const item = await hideItem({ ctx: app.ctx, adminId: currentUser(request).id, itemId: request.params.id, reason: request.body.reason });
    return { success: true as const, message: 'Item has been hidden from public view', item: withoutFinder(item) };
  });

  await registerRoute(app, adminItemsApi.unhideItem, async (request) => {
    const item = await unhideItem({ ctx: app.ctx, adminId: currentUser(request).id, itemId: request.params.id });
    return { success: true as const, message: 'Item is now visible to users', item: withoutFinder(item) };
  });

  await registerRoute(app, adminItemsApi.removeItem, async (request) => {
    const item = await removeItem({ ctx: app.ctx, adminId: currentUser(request).id, itemId: request.params.id, ...request.body });
    return { success: true as const, message: 'Item has been removed', item: withoutFinder(item) };
  });
};

function withoutFinder(item: ItemRow) {
  const { finderName: _finderName, ...rest } = toAdminItem(item, '');
  return rest;
}
