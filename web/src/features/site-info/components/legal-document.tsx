/**
 * The layout of a long legal page: title, date, a table of contents (folded on phones, a sticky
 * sidebar on wide screens) and numbered sections at a readable line length.
 */
import { useTranslation } from '../../../i18n';
import { SITE_INFO_NS } from '../i18n';

/** A paragraph, a bullet list, or label/value rows (fees, retention periods). */
export type LegalBlock = string | { list: string[] } | { rows: Array<[string, string]> };

export interface LegalSection {
  id: string;
  heading: string;
  body: LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { t } = useTranslation(SITE_INFO_NS);
  const toc = (
    <ol className="space-y-1.5 text-sm">
      {content.sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className="flex gap-2 rounded px-1 py-0.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800">
            <span className="w-6 shrink-0 text-right tabular-nums text-slate-600">{index + 1}.</span>
            <span>{section.heading}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <main id="top" className="mx-auto max-w-6xl break-words px-4 py-8 sm:py-12">
      <header className="max-w-prose">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
        <p className="mt-2 text-sm text-slate-500">{content.updated}</p>
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-base leading-7 text-slate-700">
            {paragraph}
          </p>
        ))}
      </header>

      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <details className="mb-8 rounded-xl border border-slate-200 bg-white p-4 lg:hidden">
          <summary className="cursor-pointer font-semibold text-slate-900">{t('contents')}</summary>
          <nav aria-label={t('contents')} className="mt-3">
            {toc}
          </nav>
        </details>
        <aside className="hidden lg:block">
          <nav aria-label={t('contents')} className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto">
            <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{t('contents')}</p>
            {toc}
          </nav>
        </aside>

        <div className="max-w-prose space-y-10">
          {content.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-3 space-y-3 text-base leading-7 text-slate-700">
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
          <p>
            <a href="#top" className="text-sm font-semibold text-brand-700 hover:underline">
              ↑ {t('backToTop')}
            </a>
          </p>
        </div>
      </div>
    </main>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-600">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {block.rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:justify-between sm:gap-6">
          <dt className="text-slate-600 sm:flex-1">{label}</dt>
          <dd className="font-semibold text-slate-900 sm:max-w-[45%] sm:shrink-0 sm:text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
