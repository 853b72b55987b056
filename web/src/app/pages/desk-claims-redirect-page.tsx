/**
 * /desk/:itemId, the link of a desk member's "new claim" SMS (docs/decisions/0268): it leads on to
 * the claims panel of the desk that holds the item. The SMS cannot carry the desk's long id and
 * stay one part, so the item says which desk. An item no desk holds (any more) is its finder's:
 * the finder's dashboard; one that cannot be read, the member's list of desks. Never a dead end.
 */
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { useItem } from '../../features/items/api/get-item';

export default function DeskClaimsRedirectPage() {
  const { itemId } = useParams<{ itemId: string }>();
  const { user } = useSession();
  const item = useItem(Number(itemId), user?.id);
  const [, navigate] = useLocation();
  const heldBy = item.data?.heldBy;
  const found = item.isSuccess;
  const failed = item.isError;

  useEffect(() => {
    if (heldBy) navigate(`${ROUTES.organisationDeskOf(heldBy.id)}?panel=claims`, { replace: true });
    else if (found) navigate(ROUTES.finderDashboard, { replace: true });
    else if (failed) navigate(ROUTES.organisations, { replace: true });
  }, [heldBy, found, failed, navigate]);

  return <Spinner className="py-24" />;
}
