/**
 * The items API (docs/product/user-flows.md section 7): post, edit, search, read, my items, and photo
 * uploads. Routes are thin: schema, guard, one operation.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemsQuerySchema, withdrawItemSchema } from '@okota/shared';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { currentUser } from '../../plugins/auth';
import {
  createItemBody,
  itemResponse,
  itemsPageResponse,
  myItemsResponse,
  updateItemBody,
  uploadedImagesResponse,
  uploadedPhotosResponse,
  withdrawItemResponse,
} from '@okota/shared/contracts/items.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { MULTIPART_LIMITS, filesOf, readPhotoForm } from './read-photo-form';
import { createItem } from './create-item';
import { updateItem } from './update-item';
import { withdrawItem } from './withdraw-item';
import { createCatalogueCache } from './catalogue-cache';
import { keptLookupsIn } from './search/search-lookups';
import { startSearchIndex } from './search/search-index-start';
import type { PublicSearchAnswer } from './public-items.repository';
import type { ItemRecord } from './item-json';
import { searchItems } from './search/search-items';
import { getItem } from './get-item';
import { isAutomatedClient } from '../../lib/automated-clients';
import { createItemRecordLoader } from './item-record-loader';
import { listMyItems } from './list-my-items';
import { uploadTemporaryPhotos } from './upload-photos';
import { startTempUploadCleanup } from './temp-upload-cleanup';
import { createBatchedCounter } from './batched-counter';
import { queuePhotoRenditionsBackfill, registerPhotoRenditionsBackfill } from './photo-renditions-backfill';
import './item-page-meta';
import { organisationPoster } from './organisation-poster';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const multipartOrJson = ['application/json', 'multipart/form-data'];

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  startTempUploadCleanup(app);
  const { ctx } = app;
  registerPhotoRenditionsBackfill(ctx);
  // Tests run due jobs themselves and count them; they queue this one when they test it.
  if (!ctx.config.isTest) app.addHook('onReady', async () => queuePhotoRenditionsBackfill(ctx));
  const countSearch = createBatchedCounter(app, 'searchQueries');
  const countView = createBatchedCounter(app, 'itemViews');
  // 21 rows an answer, about 20 KB: 256 answers stay well inside the memory budget.
  const searchCache = createCatalogueCache<PublicSearchAnswer>(ctx.catalogue, { maxEntries: 256 });
  // One row each, about 2 KB: the items people are looking at now.
  const itemCache = createCatalogueCache<ItemRecord | undefined>(ctx.catalogue, { maxEntries: 2000 });
  const searchLookups = keptLookupsIn(ctx.db, ctx.catalogue);
  const loadItemRecord = createItemRecordLoader(ctx.db);
  const recordOf = (id: number) => itemCache.get(String(id), () => loadItemRecord(id));
  // Date-ordered searches from this process's index once it is loaded (docs/decisions/0270).
  const searchIndex = startSearchIndex(app);

  app.post(
    '/api/items',
    {
      schema: {
        tags: ['items'],
        summary: 'Post a found item (multipart with `photos` files, or JSON with temporary `images` URLs)',
        consumes: multipartOrJson,
        body: createItemBody,
        response: { 201: itemResponse, ...errors },
      },
      config: { access: 'user' },
      preValidation: readPhotoForm('photos'),
    },
    async (request, reply) => {
      const { organisationId, ...body } = request.body;
      // For an organisation (issue 28): its desk posts, and the item is held there.
      const item = organisationId
        ? await organisationPoster(ctx)(ctx, { member: currentUser(request), organisationId, body, photos: filesOf(request) })
        : await createItem(ctx, { finder: currentUser(request), body: request.body, photos: filesOf(request) });
      return reply.status(201).send(item);
    },
  );

  app.put(
    '/api/items/:id',
    {
      schema: { tags: ['items'], summary: "Edit one's own item", params: idParams, body: updateItemBody, response: { 200: itemResponse, ...errors } },
      config: { access: 'user' },
    },
    async (request) => updateItem(ctx, { editor: currentUser(request), itemId: request.params.id, body: request.body }),
  );

  app.post(
    '/api/items/:id/withdraw',
    {
      schema: {
        tags: ['items'],
        summary: "Take one's own open listing down (no payment under way); open claims close and their claimers are told",
        params: idParams,
        body: withdrawItemSchema,
        response: { 200: withdrawItemResponse, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => withdrawItem(ctx, { finder: currentUser(request), itemId: request.params.id, reason: request.body.reason }),
  );

  app.get(
    '/api/items',
    {
      schema: {
        tags: ['items'],
        summary: 'Search the public catalogue',
        querystring: itemsQuerySchema,
        response: { 200: itemsPageResponse, 400: errorResponse },
      },
      config: { access: 'optional-user', readOnly: true },
    },
    async (request) =>
      searchItems(ctx, { query: request.query, viewer: request.user, countSearch, cache: searchCache, lookups: searchLookups, recordOf, searchIndex }),
  );

  app.get(
    '/api/items/:id',
    {
      schema: { tags: ['items'], summary: 'One item', params: idParams, response: { 200: itemResponse, 400: errorResponse, 404: errorResponse } },
      config: { access: 'optional-user', readOnly: true },
    },
    async (request) => {
      // A view is a person's: a crawler or a chat's link preview gets the item but is not counted (0258).
      const countPersonView = isAutomatedClient(request.headers['user-agent']) ? () => undefined : countView;
      return getItem(ctx, { itemId: request.params.id, viewer: request.user, countView: countPersonView, cache: itemCache, loadRecord: loadItemRecord });
    },
  );

  app.get(
    '/api/my-items',
    {
      schema: { tags: ['items'], summary: "The caller's items with their claims", response: { 200: myItemsResponse, 401: errorResponse } },
      config: { access: 'user' },
    },
    async (request) => listMyItems(ctx, { finder: currentUser(request) }),
  );

  app.post(
    '/api/upload-temp-images',
    {
      schema: {
        tags: ['items'],
        summary: 'Upload photos before posting (multipart field `images`; guests allowed; kept 2 hours)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedImagesResponse, ...errors },
      },
      config: { access: 'optional-user' },
      preValidation: readPhotoForm('images', { limitUploads: true }),
    },
    async (request) => {
      const images = await uploadTemporaryPhotos(ctx, { photos: filesOf(request), ownerId: request.user?.id ?? null });
      return { images };
    },
  );

  app.post(
    '/api/items/upload-photos',
    {
      schema: {
        tags: ['items'],
        summary: 'Upload photos for an item being edited (multipart field `photos`; kept 2 hours unless attached)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadedPhotosResponse, ...errors },
      },
      config: { access: 'user' },
      preValidation: readPhotoForm('photos', { limitUploads: true }),
    },
    async (request) => {
      const photos = await uploadTemporaryPhotos(ctx, { photos: filesOf(request), ownerId: currentUser(request).id });
      return { photos };
    },
  );
};
