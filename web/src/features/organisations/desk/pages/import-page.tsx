/**
 * /organisations/:id/import: a register (CSV) checked first, then imported whole. The preview
 * (commit=0) lists every row's problems; "Import N items" (commit=1) is offered only for the very
 * text that previewed clean, and the server imports all rows or none.
 */
import { useState, type ChangeEvent } from 'react';
import { useParams } from 'wouter';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@okota/shared/contracts/organisations.contract';
import { ROUTES } from '@okota/shared/routes';
import { Button, buttonClass } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../i18n';
import { useImportRegister } from '../api/import-register';
import type { ImportResult, MyOrganisation } from '../api/types';
import { DeskHeader } from '../components/desk-header';
import { ImportPreview } from '../components/import-result';
import { MemberGate } from '../components/member-gate';
import { exampleCsvHref } from '../lib/example-csv';
import { refusalText } from '../lib/refusal-text';
import { DESK_NS } from '../i18n';

export default function ImportPage() {
  const { id } = useParams<{ id: string }>();
  const { t } = useTranslation(DESK_NS);
  return (
    <MemberGate organisationId={id} title={t('import.title')}>
      {(organisation) => <Import organisation={organisation} />}
    </MemberGate>
  );
}

function Import({ organisation }: { organisation: MyOrganisation }) {
  const { t } = useTranslation(DESK_NS);
  const run = useImportRegister(organisation.id);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<{ csv: string; result: ImportResult } | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [fileName, setFileName] = useState('');
  const canPost = organisation.status === 'verified';
  const isCurrent = preview?.csv === csv;
  const ready = isCurrent && preview.result.errors.length === 0 && preview.result.rows > 0;

  const change = (text: string) => {
    setCsv(text);
    setFileName('');
    setImported(null);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      change(await file.text());
      setFileName(file.name);
    } catch {
      toast({ title: t('import.fileFailed'), variant: 'destructive' });
    }
  };
  const send = (commit: boolean) => {
    if (!csv.trim()) return toast({ title: t('import.empty'), variant: 'destructive' });
    run.mutate(
      { csv, commit },
      {
        onSuccess: (result) => {
          setPreview({ csv, result });
          if (!result.committed) return;
          setImported(result.itemIds.length || result.rows);
          toast({ title: t('import.committed', { count: result.itemIds.length || result.rows }), variant: 'success' });
        },
        onError: (error) => {
          // A commit that met a row in error writes nothing and answers 400 with every row's errors.
          if (error instanceof ApiError && error.code === 'IMPORT_ROWS_INVALID' && Array.isArray(error.body.errors))
            setPreview({ csv, result: error.body as unknown as ImportResult });
          else toast({ title: t('import.failed'), description: refusalText(error, {}, ''), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-8">
      <DeskHeader organisation={organisation} title={t('import.title')} back={{ href: ROUTES.organisationDeskOf(organisation.id), label: organisation.name }}>
        <p className="mt-2 text-slate-600">{t('import.intro')}</p>
      </DeskHeader>
      <section aria-labelledby="import-columns" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h2 id="import-columns" className="font-bold text-slate-900">
          {t('import.columns')}
        </h2>
        <p className="mt-1 break-words font-mono text-sm text-slate-800" data-testid="import-columns">
          {IMPORT_COLUMNS.join(', ')}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t('import.columnsHint', { max: IMPORT_MAX_ROWS })}</p>
        <a
          href={exampleCsvHref()}
          download="okota-register-example.csv"
          className="mt-2 inline-block font-medium text-brand-800 underline"
          data-testid="import-example"
        >
          {t('import.example')}
        </a>
      </section>
      {!canPost ? (
        <p className="mt-5 rounded-lg bg-amber-50 p-4 text-amber-900">{t('intake.notVerified')}</p>
      ) : (
        <div className="mt-5 space-y-5">
          {/* The browser's own file button speaks the browser's language; this one speaks the reader's. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv,text/plain"
              data-testid="import-file"
              onChange={(event) => void readFile(event)}
              className="peer sr-only"
            />
            <label
              htmlFor="import-file"
              className={buttonClass('primary', 'lg', 'cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-brand-600/40')}
            >
              {t('import.file')}
            </label>
            {fileName && <span className="break-all text-sm text-slate-700">{fileName}</span>}
          </div>
          <TextAreaField
            label={t('import.paste')}
            rows={8}
            spellCheck={false}
            className="font-mono text-sm"
            data-testid="import-csv"
            value={csv}
            onChange={(event) => change(event.target.value)}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" size="lg" onClick={() => send(false)} disabled={run.isPending} data-testid="import-preview-button">
              {run.isPending && !ready ? t('import.previewing') : t('import.preview')}
            </Button>
            <Button size="lg" onClick={() => send(true)} disabled={!ready || run.isPending || imported !== null} data-testid="import-commit">
              {run.isPending && ready ? t('import.committing') : ready ? t('import.commit', { count: preview.result.rows }) : t('import.commitIdle')}
            </Button>
          </div>
          {preview && !isCurrent && <p className="text-sm text-amber-800">{t('import.changed')}</p>}
          {imported !== null && (
            <p role="status" className="rounded-lg bg-green-50 p-3 font-semibold text-green-900" data-testid="import-done">
              {t('import.committed', { count: imported })}
            </p>
          )}
          {preview && isCurrent && imported === null && <ImportPreview result={preview.result} />}
        </div>
      )}
    </main>
  );
}
