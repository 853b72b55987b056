/** Creates or renames a category; names are unique whatever their case. */
import type { z } from 'zod';
import type { categorySchema } from '@okota/shared';
import type { AppContext } from '../../../context';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findCategoryById, insertCategory, updateCategoryRow } from './admin-categories.repository';

export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';

type CategoryInput = z.output<typeof categorySchema>;

export async function createCategory({ ctx, adminId, input }: { ctx: AppContext; adminId: string; input: CategoryInput }) {
  return withNameCheck(() =>
    ctx.db.transaction(async (tx) => {
      const category = await insertCategory(tx, { name: input.name, icon: input.icon, description: input.description ?? null });
      await recordAudit(tx, {
        actorId: adminId,
        action: 'category.create',
        targetType: 'category',
        targetId: category.id,
        details: { ...input },
      });
      return category;
    }),
  );
}

export async function updateCategory({ ctx, adminId, categoryId, input }: { ctx: AppContext; adminId: string; categoryId: number; input: CategoryInput }) {
  return withNameCheck(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findCategoryById(tx, categoryId);
      if (!before) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found');
      const category = await updateCategoryRow(tx, categoryId, {
        name: input.name,
        icon: input.icon,
        ...(input.description !== undefined && { description: input.description }),
      });
      await recordAudit(tx, {
        actorId: adminId,
        action: 'category.update',
        targetType: 'category',
        targetId: categoryId,
        details: { from: { name: before.name, icon: before.icon, description: before.description }, to: { ...input } },
      });
      return category;
    }),
  );
}

async function withNameCheck<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'categories_name_unique')) throw new AppError('CATEGORY_NAME_TAKEN', CATEGORY_NAME_TAKEN);
    throw error;
  }
}
