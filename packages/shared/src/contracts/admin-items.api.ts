/**
 * The admin's items, categories and held claims (one object per route, docs/decisions/0274;
 * import as a namespace). Every route here is for admins only.
 */
import { defineRoute } from './route';

const admin = {
  tag: 'admin',
  load: async () => ({ ...(await import('./admin-items.contract')), ...(await import('../schemas/admin.schema')), ...(await import('./ids')) }),
};

const holds = {
  tag: 'admin',
  load: async () => ({ ...(await import('./claim-holds.contract')), ...(await import('./ids')) }),
};

export const items = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/items',
  access: 'admin',
  summary: 'Every item, hidden and removed ones included',
  schema: (s) => ({ query: s.adminItemsQuerySchema, response: s.adminItemsAnswer }),
});

export const hideItem = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/items/:id/hide',
  access: 'admin',
  summary: 'Hide an item from public view',
  schema: (s) => ({ params: s.idParams, body: s.reasonSchema, response: s.itemModerationAnswer }),
});

export const unhideItem = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/items/:id/unhide',
  access: 'admin',
  summary: 'Show a hidden item again',
  schema: (s) => ({ params: s.idParams, response: s.itemModerationAnswer }),
});

export const removeItem = defineRoute({
  ...admin,
  method: 'DELETE',
  path: '/api/admin/items/:id',
  access: 'admin',
  summary: 'Remove an item (soft delete: status removed, nothing erased)',
  schema: (s) => ({ params: s.idParams, body: s.removeItemSchema, response: s.itemModerationAnswer }),
});

export const categories = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/categories',
  access: 'admin',
  summary: 'Categories with their item counts',
  schema: (s) => ({ response: s.adminCategoriesAnswer }),
});

export const createCategory = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/categories',
  access: 'admin',
  status: 201,
  summary: 'Add a category',
  schema: (s) => ({ body: s.categorySchema, response: s.adminCategory }),
});

export const updateCategory = defineRoute({
  ...admin,
  method: 'PUT',
  path: '/api/admin/categories/:id',
  access: 'admin',
  summary: 'Rename a category or change its icon',
  schema: (s) => ({ params: s.idParams, body: s.categorySchema, response: s.adminCategory }),
});

export const deleteCategory = defineRoute({
  ...admin,
  method: 'DELETE',
  path: '/api/admin/categories/:id',
  access: 'admin',
  summary: 'Delete a category; one that items use only with moveTo, the category its items and lost reports move to',
  schema: (s) => ({ params: s.idParams, query: s.deleteCategoryQuery, response: s.deleteCategoryAnswer }),
});

export const heldClaims = defineRoute({
  ...holds,
  method: 'GET',
  path: '/api/admin/claims/held',
  access: 'admin',
  summary: 'Claims held for review: their texts may hide contact details',
  schema: (s) => ({ response: s.heldClaimsAnswer }),
});

export const releaseHeldClaim = defineRoute({
  ...holds,
  method: 'POST',
  path: '/api/admin/claims/:id/release',
  access: 'admin',
  summary: 'Release a held claim to the finder (they are told of a new claim)',
  schema: (s) => ({ params: s.idParams, response: s.heldClaimDecision }),
});

export const rejectHeldClaim = defineRoute({
  ...holds,
  method: 'POST',
  path: '/api/admin/claims/:id/reject',
  access: 'admin',
  summary: 'Reject a held claim (the claimer is told; the finder never sees it)',
  schema: (s) => ({ params: s.idParams, response: s.heldClaimDecision }),
});
