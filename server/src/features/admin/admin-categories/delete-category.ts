/**
 * A category that items still use cannot go: their rows (removed ones too) reference it, and the
 * admin is told to move them first (2-admin-and-platform.md section 8).
 */
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { countItemsInCategory, deleteCategoryRow, findCategoryById } from './admin-categories.repository';

export const CATEGORY_HAS_ITEMS = 'Cannot delete category with existing items. Move items to another category first.';

export async function deleteCategory({ ctx, adminId, categoryId }: { ctx: AppContext; adminId: string; categoryId: number }) {
  await ctx.db.transaction(async (tx) => {
    const category = await findCategoryById(tx, categoryId);
    if (!category) throw notFound('Category not found');
    const itemCount = await countItemsInCategory(tx, categoryId);
    if (itemCount > 0) throw conflict(CATEGORY_HAS_ITEMS, { itemCount });
    await deleteCategoryRow(tx, categoryId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'category.delete',
      targetType: 'category',
      targetId: categoryId,
      details: { name: category.name, icon: category.icon, description: category.description },
    });
  });
}
