/**
 * The hero's search box: an owner types what they lost and lands on /search with it, the way the
 * search page reads its words from the address (?search=…).
 */
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { buttonClass } from '../../components/ui/button';
import { useTranslation } from '../../i18n';
import { LANDING_NS } from './i18n';

export function HeroSearch() {
  const { t } = useTranslation(LANDING_NS);
  const [, navigate] = useLocation();
  // What was typed into the box the server drew (web/src/entry-server.tsx) before this code ran; nothing on the server.
  const [text, setText] = useState(() =>
    typeof document === 'undefined' ? '' : (document.querySelector<HTMLInputElement>('#root form[role="search"] input[name="search"]')?.value ?? ''),
  );
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    navigate(words ? `${ROUTES.search}?search=${encodeURIComponent(words)}` : ROUTES.search);
  };

  return (
    // action and method: the box the server drew searches before this code has loaded, or without it.
    <form role="search" action={ROUTES.search} method="get" onSubmit={submit} className="mt-8 max-w-2xl">
      {/* The question is a visible label, not the start of the placeholder: a 360 px phone cut it off mid-word. */}
      <label htmlFor={inputId} className="block text-lg font-semibold text-white">
        {t('search.label')}
      </label>
      <div className="mt-2 flex flex-col gap-2 rounded-xl bg-white p-2 shadow-lg sm:flex-row">
        <input
          id={inputId}
          type="search"
          name="search"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          className="h-12 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-base text-slate-900 sm:flex-1 placeholder:text-slate-500 focus:border-brand-600"
        />
        <button type="submit" className={buttonClass('primary', 'lg')}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="h-5 w-5" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
