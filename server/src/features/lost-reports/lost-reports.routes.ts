/**
 * The lost-reports API (issue 11). Every route is for signed-in users; a report is answered only
 * to its owner and admins (404 to anyone else). Routes are thin: schema, guard, one operation.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '@okota/shared';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { currentUser } from '../../plugins/auth';
import { filesOf, readPhotoForm } from '../items';
import { closeLostReport, renewLostReport } from './change-report-status';
import { createLostReport } from './create-lost-report';
import { deleteLostReport } from './delete-lost-report';
import { registerLostReportJobs } from './lost-report-jobs';
import { lostReportAlertPhoneRoutes } from './lost-report-alert-phone.routes';
import {
  createReportBody,
  matchesResponse,
  photoQuery,
  reportListResponse,
  reportResponse,
  updateReportBody,
} from '@okota/shared/contracts/lost-reports.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { getLostReport, listMyLostReports, listReportMatches, readLostReportPhoto } from './read-lost-reports';
import { updateLostReport } from './update-lost-report';
import { callerOf } from '../documents';
import { security } from '../../plugins/openapi-security';

const tags = ['lost-reports'];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const multipartOrJson = ['application/json', 'multipart/form-data'];

export const lostReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One photo; two files are read so that the second gets a clear 400 instead of a parser error.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 2, fields: 20, fieldSize: 8 * 1024, parts: 24, headerPairs: 100 } });
  const { ctx } = app;
  registerLostReportJobs(ctx);
  // The phone a report alerts by SMS, proven by a code like the account's (auth/phone).
  await app.register(lostReportAlertPhoneRoutes);

  app.post(
    '/api/lost-reports',
    {
      // Guests are refused before an upload is read.
      config: { access: 'user' },
      preValidation: readPhotoForm('photo'),
      schema: {
        tags,
        security,
        consumes: multipartOrJson,
        summary: 'File a lost report (JSON, or multipart with an optional `photo` file); items already posted are matched in the background',
        body: createReportBody,
        response: { 201: reportResponse, ...errors },
      },
    },
    async (request, reply) => {
      const report = await createLostReport(ctx, { owner: currentUser(request), body: request.body, photos: filesOf(request), caller: callerOf(request) });
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/api/lost-reports',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: "The caller's lost reports, newest first", response: { 200: reportListResponse, 401: errorResponse } },
    },
    async (request) => listMyLostReports(ctx, { owner: currentUser(request) }),
  );

  app.get(
    '/api/lost-reports/:id',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: 'One lost report (its owner and admins)', params: idParams, response: { 200: reportResponse, ...errors } },
    },
    async (request) => getLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id }),
  );

  app.put(
    '/api/lost-reports/:id',
    {
      config: { access: 'user' },
      preValidation: readPhotoForm('photo'),
      schema: {
        tags,
        security,
        consumes: multipartOrJson,
        summary: 'Edit a lost report (every field; a new `photo` file replaces the old one, `removePhoto` drops it)',
        params: idParams,
        body: updateReportBody,
        response: { 200: reportResponse, ...errors },
      },
    },
    async (request) =>
      updateLostReport(ctx, {
        viewer: currentUser(request),
        reportId: request.params.id,
        body: request.body,
        photos: filesOf(request),
        caller: callerOf(request),
      }),
  );

  app.delete(
    '/api/lost-reports/:id',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: 'Delete a lost report, its matches and its photo', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/lost-reports/:id/renew',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Keep looking for another 90 days from today (an expired report opens again)',
        params: idParams,
        response: { 200: reportResponse, ...errors },
      },
    },
    async (request) => renewLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id }),
  );

  app.post(
    '/api/lost-reports/:id/close',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: '"I got it back": the report is closed and never matched again',
        params: idParams,
        response: { 200: reportResponse, ...errors },
      },
    },
    async (request) => closeLostReport(ctx, { viewer: currentUser(request), reportId: request.params.id }),
  );

  app.get(
    '/api/lost-reports/:id/matches',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Found items that match the report, best first, with their scores (public, visible items only)',
        params: idParams,
        response: { 200: matchesResponse, ...errors },
      },
    },
    async (request) => listReportMatches(ctx, { viewer: currentUser(request), reportId: request.params.id }),
  );

  app.get(
    '/api/lost-reports/:id/photo',
    {
      config: { access: 'user' },
      schema: { tags, security, summary: "The report's photo (its owner and admins); ?size=thumb for 400 px", params: idParams, querystring: photoQuery },
    },
    async (request, reply) => {
      const photo = await readLostReportPhoto(ctx, { viewer: currentUser(request), reportId: request.params.id, size: request.query.size });
      if (photo.size !== undefined) reply.header('Content-Length', String(photo.size));
      return reply.header('Content-Type', 'image/webp').header('Cache-Control', 'private, no-store').header('Content-Disposition', 'inline').send(photo.body);
    },
  );
};
