/**
 * A desk posts a found item for its organisation (POST /api/organisations/{id}/items, or POST
 * /api/items with organisationId; issue 28, docs/decisions/0241). Only an active desk member or
 * manager of a verified organisation may. The item is posted as any finder's (the member is its
 * finder) and, in the same transaction, written into the organisation's custody with its holding
 * period. A Documents item may come without a question: the owner proves it at the desk with the
 * ID's name and number, so a fixed question stands in for it.
 */
import { isDocumentsCategory, MESSAGE_KEYS } from '@okota/shared';
import type { CreateItemBody, OrganisationItemBody } from '@okota/shared/contracts/items.contract';
import type { AppContext } from '../../../context';
import type { PhotoSource } from '../../../lib/images';
import { badRequest } from '../../../lib/errors';
import { createItem, assertCategoryExists, type Viewer } from '../../items';
import { findCategory } from '../../documents';
import { requireMember } from '../organisation-access';
import { insertHeldItem } from './held-items.repository';
import { DESK_DOCUMENT_QUESTION, heldUntilFor } from './holding-period';

/** A desk posts many items a day; its limit is the organisation's, not one person's. */
export const DESK_POSTS_PER_HOUR = 300;

export async function postHeldItem(
  ctx: AppContext,
  { member, organisationId, body, photos }: { member: Viewer; organisationId: string; body: OrganisationItemBody; photos: PhotoSource[] },
) {
  const { organisation } = await requireMember(ctx.db, organisationId, member.id);
  await assertCategoryExists(ctx.db, body.categoryId);
  const isDocuments = isDocumentsCategory(await findCategory(ctx.db, body.categoryId));
  const full: CreateItemBody = { ...body, verificationQuestion1: questionFor(body.verificationQuestion1, isDocuments) };
  return createItem(ctx, {
    finder: member,
    body: full,
    photos,
    intake: {
      rateLimit: { key: `post-item:organisation:${organisation.id}`, limit: DESK_POSTS_PER_HOUR },
      desk: { name: organisation.name, landmark: organisation.landmark, hours: organisation.hours },
      record: (tx, { itemId }) =>
        insertHeldItem(tx, {
          itemId,
          organisationId: organisation.id,
          custody: 'posted',
          receivedBy: member.id,
          heldUntil: heldUntilFor(organisation, isDocuments),
        }),
    },
  });
}

/** The question as typed; for a Documents item left blank, the desk's fixed one. */
export function questionFor(typed: string | undefined, isDocuments: boolean): string {
  const question = typed?.trim() ?? '';
  if (question) return question;
  if (isDocuments) return DESK_DOCUMENT_QUESTION;
  throw badRequest(MESSAGE_KEYS.questionRequired, { errors: { verificationQuestion1: MESSAGE_KEYS.questionRequired } });
}
