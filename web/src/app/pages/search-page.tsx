/**
 * /search and /search-items: the items feature's search page, with the moderation feature's
 * Hide and Delete under each compact row when the viewer is an admin (docs/product/admin-and-platform.md,
 * Admin Item Management). Guests and users get the plain page; the controls' code loads only
 * for admins. Under the search controls, the documents feature's "Was my document found?".
 */
import SearchPage from '../../features/items/pages/search-page';
import { itemKeys, type Item } from '../../features/items';
import { ItemModerationActions } from '../../features/moderation';
import { DocumentLookupBox } from '../../features/documents';
import { useSession } from '../../lib/session';
import { queryClient } from '../../lib/query-client';

// A hidden or removed item leaves the public results: ask the server for them again.
const refreshItems = () => void queryClient.invalidateQueries({ queryKey: itemKeys.all });

const moderationActions = (item: Item) => <ItemModerationActions item={item} onChanged={refreshItems} />;

export default function SearchPageWithModeration() {
  const { isAdmin } = useSession();
  return <SearchPage adminActions={isAdmin ? moderationActions : undefined} belowControls={<DocumentLookupBox />} />;
}
