/**
 * The items API's routes: post, edit, withdraw, search, read, my items, photo uploads
 * (one object per route, docs/decisions/0274; import this file as a namespace).
 */
import { defineRoute } from './route';

const MULTIPART_OR_JSON = ['application/json', 'multipart/form-data'];

const items = {
  tag: 'items',
  load: async () => ({ ...(await import('./items.contract')), ...(await import('../schemas/item.schema')), ...(await import('./ids')) }),
};

export const post = defineRoute({
  ...items,
  method: 'POST',
  path: '/api/items',
  access: 'user',
  status: 201,
  summary: 'Post a found item (multipart with `photos` files, or JSON with temporary `images` URLs)',
  consumes: MULTIPART_OR_JSON,
  schema: (s) => ({ body: s.createItemBody, response: s.itemResponse }),
});

export const update = defineRoute({
  ...items,
  method: 'PUT',
  path: '/api/items/:id',
  access: 'user',
  summary: "Edit one's own item",
  schema: (s) => ({ params: s.idParams, body: s.updateItemBody, response: s.itemResponse }),
});

export const withdraw = defineRoute({
  ...items,
  method: 'POST',
  path: '/api/items/:id/withdraw',
  access: 'user',
  summary: "Take one's own open listing down (no payment under way); open claims close and their claimers are told",
  schema: (s) => ({ params: s.idParams, body: s.withdrawItemSchema, response: s.withdrawItemResponse }),
});

export const search = defineRoute({
  ...items,
  method: 'GET',
  path: '/api/items',
  access: 'optional-user',
  readOnly: true,
  summary: 'Search the public catalogue',
  schema: (s) => ({ query: s.itemsQuerySchema, response: s.itemsPageResponse }),
});

export const get = defineRoute({
  ...items,
  method: 'GET',
  path: '/api/items/:id',
  access: 'optional-user',
  readOnly: true,
  summary: 'One item',
  schema: (s) => ({ params: s.idParams, response: s.itemResponse }),
});

export const mine = defineRoute({
  ...items,
  method: 'GET',
  path: '/api/my-items',
  access: 'user',
  summary: "The caller's items with their claims",
  schema: (s) => ({ response: s.myItemsResponse }),
});

export const uploadTemporaryPhotos = defineRoute({
  ...items,
  method: 'POST',
  path: '/api/upload-temp-images',
  access: 'optional-user',
  summary: 'Upload photos before posting (multipart field `images`; guests allowed; kept 2 hours)',
  consumes: ['multipart/form-data'],
  schema: (s) => ({ response: s.uploadedImagesResponse }),
});

export const uploadPhotos = defineRoute({
  ...items,
  method: 'POST',
  path: '/api/items/upload-photos',
  access: 'user',
  summary: 'Upload photos for an item being edited (multipart field `photos`; kept 2 hours unless attached)',
  consumes: ['multipart/form-data'],
  schema: (s) => ({ response: s.uploadedPhotosResponse }),
});
