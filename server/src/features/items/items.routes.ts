/**
 * The items API (docs/product/user-flows.md section 7): post, edit, search, read, my items, and photo
 * uploads. Routes are thin: schema, guard, one operation.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';
import * as itemsApi from '@okota/shared/contracts/items.api';
import { registerRoute } from '../../plugins/register-route';
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
import { queuePhotoRenditionsBackfill, renditionsBackfillJob } from './photo-renditions-backfill';
import { publicTextsFillJob, queuePublicTextsFill } from './public-texts-fill';
import './item-page-meta';
import { organisationPoster } from './organisation-poster';

export const itemsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  startTempUploadCleanup(app);
  const { ctx } = app;
  ctx.jobs.serve([renditionsBackfillJob, publicTextsFillJob], ctx);
  // Tests run due jobs themselves and count them; they queue these when they test them.
  if (!ctx.config.isTest)
    app.addHook('onReady', async () => {
      await queuePhotoRenditionsBackfill(ctx);
      await queuePublicTextsFill(ctx);
    });
  const countSearch = createBatchedCounter(app, 'searchQueries');
  const countView = createBatchedCounter(app, 'itemViews');
  // 21 rows an answer, about 20 KB: 256 answers stay well inside the memory budget.
  const searchCache = createCatalogueCache<PublicSearchAnswer>(ctx.catalogue, { maxEntries: 256 });
  // One row each, about 2 KB: the items people are looking at now.
  const itemCache = createCatalogueCache<ItemRecord | undefined>(ctx.catalogue, { maxEntries: 2000 });
  const searchLookups = keptLookupsIn(ctx.db, ctx.catalogue);
  const loadItemRecord = createItemRecordLoader(ctx.db, { onKeepFailed: (err) => ctx.log.warn({ err }, 'could not keep the public texts of items read') });
  const recordOf = (id: number) => itemCache.get(String(id), () => loadItemRecord(id));
  // Date-ordered searches from this process's index once it is loaded (docs/decisions/0270).
  const searchIndex = startSearchIndex(app);

  await registerRoute(
    app,
    itemsApi.post,
    async (request, reply) => {
      const { organisationId, ...body } = request.body;
      // For an organisation (issue 28): its desk posts, and the item is held there.
      const item = organisationId
        ? await organisationPoster(ctx)(ctx, { member: currentUser(request), organisationId, body, photos: filesOf(request) })
        : await createItem(ctx, { finder: currentUser(request), body: request.body, photos: filesOf(request) });
      return reply.status(201).send(item);
    },
    { preValidation: readPhotoForm('photos') },
  );

  await registerRoute(app, itemsApi.update, async (request) =>
    updateItem(ctx, { editor: currentUser(request), itemId: request.params.id, body: request.body }),
  );

  await registerRoute(app, itemsApi.withdraw, async (request) =>
    withdrawItem(ctx, { finder: currentUser(request), itemId: request.params.id, reason: request.body.reason }),
  );

  await registerRoute(app, itemsApi.search, async (request) =>
    searchItems(ctx, { query: request.query, viewer: request.user, countSearch, cache: searchCache, lookups: searchLookups, recordOf, searchIndex }),
  );

  await registerRoute(app, itemsApi.get, async (request) => {
    // A view is a person's: a crawler or a chat's link preview gets the item but is not counted (0258).
    const countPersonView = isAutomatedClient(request.headers['user-agent']) ? () => undefined : countView;
    return getItem(ctx, { itemId: request.params.id, viewer: request.user, countView: countPersonView, cache: itemCache, loadRecord: loadItemRecord });
  });

  await registerRoute(app, itemsApi.mine, async (request) => listMyItems(ctx, { finder: currentUser(request) }));

  await registerRoute(
    app,
    itemsApi.uploadTemporaryPhotos,
    async (request) => ({ images: await uploadTemporaryPhotos(ctx, { photos: filesOf(request), ownerId: request.user?.id ?? null }) }),
    { preValidation: readPhotoForm('images', { limitUploads: true }) },
  );

  await registerRoute(
    app,
    itemsApi.uploadPhotos,
    async (request) => ({ photos: await uploadTemporaryPhotos(ctx, { photos: filesOf(request), ownerId: currentUser(request).id }) }),
    { preValidation: readPhotoForm('photos', { limitUploads: true }) },
  );
};
