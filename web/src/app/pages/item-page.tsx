/**
 * /item/{id} and /items/{id}: the item detail page. It composes several features, so it lives
 * in the app layer: the items feature draws the item; the claim card, the messages panel and
 * the reviews tab come from their own features (slots marked below).
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useParams } from 'wouter';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../i18n';
import { useSession } from '../../lib/session';
import { isClosedAccountEmail, shownName } from '../../lib/person-name';
import { ITEMS_NS, ItemDetails, ItemGallery, ItemLoadFailed, ItemNotFound, ItemPageActions, useItem, type Item } from '../../features/items';
import { ApiError } from '../../lib/api';
import { ClaimCard } from '../../features/claims';
import { ClaimerRefundNotices, FinderHandoverStatus, PaidClaimContent, PayButton, useIsHandoverDone, useIsPaymentReturned } from '../../features/payments';
import { useFees } from '../../lib/public-data';
import { queryClient } from '../../lib/query-client';
import { MessagesPanel, MessagingLocked, useBothPartiesWrote } from '../../features/messages';
import { ItemReviewsTab, LeaveReviewCard } from '../../features/reviews';
import { ReportButton } from '../../features/reports';
import { CollectionCard, HeldAtCard } from '../../features/organisations/public';

const tabClass =
  'border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export default function ItemPage() {
  const { t } = useTranslation(ITEMS_NS);
  const { id } = useParams<{ id: string }>();
  const itemId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const { user } = useSession();
  const query = useItem(itemId, user?.id);
  const fees = useFees(query.data);

  if (itemId && query.isLoading) return <Spinner label={t('item.loading')} className="py-24" />;
  // Only the server's 404 (or an id that is no id) means the item is not there.
  if (!query.data && query.isError && !(query.error instanceof ApiError && query.error.code === 'ITEM_NOT_FOUND')) {
    return <ItemLoadFailed onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <ItemNotFound />;
  const item = withShownFinder(query.data);
  const isFinder = user?.id === item.finderId;

  return (
    <main className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <ItemPageActions itemId={item.id} isFinder={isFinder} />
      <Tabs.Root defaultValue="details" className="mt-3">
        <Tabs.List aria-label={item.title} className="flex border-b border-slate-200">
          <Tabs.Trigger value="details" className={tabClass}>
            {t('item.details')}
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews" className={tabClass}>
            {t('item.reviews')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details" className="pt-5 focus:outline-none">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="space-y-6">
              <ItemGallery title={item.title} images={item.images} thumbnails={item.thumbnails} mediumImages={item.mediumImages} />
              <ItemDetails item={item} />
              {!isFinder && <ReportButton targetType="item" targetId={item.id} />}
            </div>
            <aside className="space-y-4">
              {item.heldBy && <HeldAtCard heldBy={item.heldBy} />}
              <ClaimCard
                item={item}
                payAction={
                  <PayButton itemId={item.id} fee={fees.totalFee} finderAmount={fees.finderAmount} held={!!item.heldBy} onPaid={refreshAfterPayment} />
                }
                // A held item's owner gets a collection code, never a finder's contact (docs/decisions/0261).
                paidContent={item.heldBy ? null : <OwnerPaidContent item={item} viewerId={user?.id} />}
              />
              {item.heldBy && !isFinder && user && item.claimedBy === user.id && isTaken(item) && <CollectionCard itemId={item.id} itemStatus={item.status} />}
              {isFinder && <FinderHandoverStatus itemId={item.id} />}
              <ClaimerRefundNotices itemId={item.id} enabled={!!user && !isFinder} />
              {/* The owner of a held item meets a desk, not a finder: no chat about a hand-over. */}
              {(!item.heldBy || isFinder) && <AfterPayment item={item} viewerId={user?.id} isFinder={isFinder} />}
            </aside>
          </div>
        </Tabs.Content>
        <Tabs.Content value="reviews" className="pt-5 focus:outline-none">
          <ItemReviewsTab finderId={item.finderId} />
          {!isFinder && <ReportButton targetType="user" targetId={item.finderId} targetName={item.finderName} className="mt-4" />}
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}

/** Claimed (approved at a public office, or paid) or collected: a collection code may be there. */
const isTaken = (item: Item) => item.isClaimed || item.status === 'claimed' || item.status === 'completed';

/** A finder who closed their account: "Deleted user" in the reader's language, and no stand-in contacts. */
function withShownFinder(item: Item): Item {
  if (!isClosedAccountEmail(item.finderEmail) && shownName(item.finderName) === item.finderName) return item;
  return { ...item, finderName: shownName(item.finderName), finderPhone: undefined, finderEmail: undefined };
}

/** The paid owner's steps, contact and hand-over; the meeting counts as arranged once both wrote in the chat. */
function OwnerPaidContent({ item, viewerId }: { item: Item; viewerId?: string }) {
  const meetingArranged = useBothPartiesWrote(item.id, viewerId);
  return (
    <PaidClaimContent
      itemId={item.id}
      itemTitle={item.title}
      meetingArranged={meetingArranged}
      finderName={item.finderName}
      finderPhone={item.finderPhone}
      finderEmail={item.finderEmail}
    />
  );
}

/** A completed payment reveals the finder's contact and opens messages: reload what depends on it. */
function refreshAfterPayment() {
  void queryClient.invalidateQueries();
}

/**
 * Messaging for signed-in viewers (locked until the payment completed) and, for the two parties
 * of a paid item, the review cards and the report link for the other party.
 */
function AfterPayment({ item, viewerId, isFinder }: { item: Item; viewerId?: string; isFinder: boolean }) {
  if (!viewerId) return null;
  const paid = item.isClaimed || item.status === 'claimed' || item.status === 'completed';
  // Before the payment everyone signed in is told when messaging opens; after it, the panel asks
  // the server whether this viewer is one of the two parties and locks itself otherwise.
  if (!paid) return <MessagingLocked />;
  const isPaidClaimer = item.claimedBy === viewerId;
  if (!isFinder && !isPaidClaimer) return <MessagesPanel itemId={item.id} />;
  return <PartiesAfterPayment item={item} isFinder={isFinder} />;
}

/** The two parties' chat, reviews and report link, unless the payment went back to the claimer. */
function PartiesAfterPayment({ item, isFinder }: { item: Item; isFinder: boolean }) {
  // A refunded payment undoes the purchase: the server refuses their messages and reviews too.
  const isReturned = useIsPaymentReturned(item.id);
  // A review is about the hand-over: offered once it is done, as the server requires (docs/decisions/0215).
  const isHandedOver = useIsHandoverDone(item.id);
  if (isReturned) return null;
  return (
    <>
      <MessagesPanel itemId={item.id} otherPartyName={isFinder ? undefined : item.finderName} />
      {isFinder && item.claimedBy ? (
        <>
          {isHandedOver && <LeaveReviewCard itemId={item.id} revieweeId={item.claimedBy} type="claimer" />}
          <ReportButton targetType="user" targetId={item.claimedBy} />
        </>
      ) : (
        isHandedOver && <LeaveReviewCard itemId={item.id} revieweeId={item.finderId} revieweeName={item.finderName} type="finder" />
      )}
    </>
  );
}
