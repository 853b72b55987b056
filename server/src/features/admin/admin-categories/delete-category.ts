/**
 * A category that items still use cannot go on its own: their rows (removed ones too) reference
 * it, and the admin is told to move them first (docs/product/admin-and-platform.md section 8). Given another
 * category (`moveTo`), its items and lost reports move there and the category goes, in one
 * transaction, so nothing is left pointing at a category that no longer exists.
 */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { countItemsInCategory, deleteCategoryRow, findCategoryById, moveCategoryContents } from './admin-categories.repository';

export const CATEGORY_HAS_ITEMS = 'Cannot delete category with existing items. Move items to another category first.';

export const MOVE_TO_SAME = 'Choose another category to move the items to';
export const MOVE_TO_MISSING = 'The category to move the items to does not exist';

export interface DeleteCategoryOptions {
  ctx: AppContext;
  adminId: string;
  categoryId: number;
  /** Where its items and lost reports go; without it, a category in use is refused. */
  moveTo?: number;
}

export async function deleteCategory({ ctx, adminId, categoryId, moveTo }: DeleteCategoryOptions) {
  return ctx.db.transaction(async (tx) => {
    const category = await findCategoryById(tx, categoryId);
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found');
    let moved = { items: 0, lostReports: 0 };
    if (moveTo === undefined) {
      const itemCount = await countItemsInCategory(tx, categoryId);
      if (itemCount > 0) throw new AppError('CATEGORY_HAS_ITEMS', CATEGORY_HAS_ITEMS, { itemCount, params: { itemCount } });
    } else {
      if (moveTo === categoryId) throw new AppError('CATEGORY_MOVE_TO_SAME', MOVE_TO_SAME);
      const target = await findCategoryById(tx, moveTo);
      if (!target) throw new AppError('CATEGORY_MOVE_TO_MISSING', MOVE_TO_MISSING);
      moved = await moveCategoryContents(tx, categoryId, moveTo);
    }
    await deleteCategoryRow(tx, categoryId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'category.delete',
      targetType: 'category',
      targetId: categoryId,
      details: { name: category.name, icon: category.icon, description: category.description, ...(moveTo === undefined ? {} : { movedTo: moveTo, moved }) },
    });
    return moved;
  });
}
