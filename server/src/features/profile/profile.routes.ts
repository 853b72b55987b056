/**
 * The signed-in user's profile (docs/product/user-flows.md section 2, Profile): the summary figures and
 * lists, the profile photo and the preferred language. Changing the phone number is the
 * accounts feature's POST /api/auth/update-phone (it needs the password).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { toUserJson } from '../auth';
import { getProfileSummary } from './get-profile-summary';
import { setLanguage } from './profile.repository';
import { avatarOf, readAvatarForm } from './read-avatar-form';
import { uploadAvatar } from './upload-avatar';
import * as accountApi from '@okota/shared/contracts/account.api';
import { registerRoute } from '../../plugins/register-route';

export const profileRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const { ctx } = app;

  await registerRoute(app, accountApi.profileSummary, async (request) => getProfileSummary({ db: ctx.db, userId: currentUser(request).id }));

  await registerRoute(
    app,
    accountApi.uploadAvatar,
    async (request) => {
      const user = await uploadAvatar({ ctx, user: currentUser(request), bytes: avatarOf(request)! });
      return { message: 'Profile photo updated', user: toUserJson(user) };
    },
    { preValidation: readAvatarForm },
  );

  await registerRoute(app, accountApi.setLanguage, async (request) => {
    const user = await setLanguage(ctx.db, currentUser(request).id, request.body.language);
    return { message: 'Language saved', user: toUserJson(user) };
  });
};
