/**
 * "Showing results for *wallet* — Search instead for *walet*": shown when the server searched
 * mistyped words as the catalogue's own (docs/decisions/0236). The second line is a real link to
 * the same search with exact=1, so it can be opened, shared or reloaded like any search.
 */
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

const MARK = '\u0001';

export function DidYouMean({ corrected, original, exactHref, onExact }: { corrected: string; original: string; exactHref: string; onExact: () => void }) {
  const { t } = useTranslation(ITEMS_NS);
  // The words go where each language puts them: the sentence is split around its placeholder.
  const [showingBefore, showingAfter] = t('search.showingFor', { query: MARK }).split(MARK);
  const [insteadBefore, insteadAfter] = t('search.searchInstead', { query: MARK }).split(MARK);
  return (
    <div className="mt-4 text-sm text-slate-700" data-testid="did-you-mean">
      <p>
        {showingBefore}
        <em className="font-semibold">{corrected}</em>
        {showingAfter}
      </p>
      <p className="mt-0.5">
        <a
          href={exactHref}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
          onClick={(event) => {
            event.preventDefault();
            onExact();
          }}
        >
          {insteadBefore}
          <em>{original}</em>
          {insteadAfter}
        </a>
      </p>
    </div>
  );
}
