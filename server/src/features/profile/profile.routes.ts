/**
 * The signed-in user's profile (docs/product/user-flows.md section 2, Profile): the summary figures and
 * lists, the profile photo and the preferred language. Changing the phone number is the
 * accounts feature's POST /api/auth/update-phone (it needs the password).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { toUserJson } from '../auth';
import { getProfileSummary } from './get-profile-summary';
import { setLanguage } from './profile.repository';
import { userChangedResponse as userAnswer } from '@okota/shared/contracts/auth.contract';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { languageBody, profileSummary } from '@okota/shared/contracts/profile.contract';
import { avatarOf, readAvatarForm } from './read-avatar-form';
import { uploadAvatar } from './upload-avatar';
import { security } from '../../plugins/openapi-security';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const { ctx } = app;

  app.get(
    '/api/profile/summary',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "The caller's profile figures (completed payments only), 3 latest items and 3 latest transactions",
        security,
        response: { 200: profileSummary, 401: errorResponse },
      },
    },
    async (request) => getProfileSummary({ db: ctx.db, userId: currentUser(request).id }),
  );

  app.post(
    '/api/profile/avatar',
    {
      // Guests are refused before an upload is read.
      config: { access: 'user' },
      preValidation: readAvatarForm,
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile photo (multipart field `avatar`; JPEG, PNG or WebP, at most 5 MB): stored as a 256 px square WebP without metadata',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: userAnswer, 400: errorResponse, 401: errorResponse, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const user = await uploadAvatar({ ctx, user: currentUser(request), bytes: avatarOf(request)! });
      return { message: 'Profile photo updated', user: toUserJson(user) };
    },
  );

  app.put(
    '/api/profile/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'The language of the e-mails the caller receives (en or sw)',
        security,
        body: languageBody,
        response: { 200: userAnswer, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = await setLanguage(ctx.db, currentUser(request).id, request.body.language);
      return { message: 'Language saved', user: toUserJson(user) };
    },
  );
};
