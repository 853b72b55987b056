/** The ledger's filters: kind, state, and a range of East Africa Time days (with quick ranges). */
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { useTranslation } from '../../../../i18n';
import { ADMIN_NS } from '../../i18n';
import { LEDGER_KINDS, LEDGER_STATES, NO_FILTERS, RANGE_PRESETS, isRangeReversed, presetRange, type LedgerFilters } from '../../lib/ledger';

export function LedgerFiltersForm({ filters, onChange }: { filters: LedgerFilters; onChange: (next: LedgerFilters) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const set = (key: keyof LedgerFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  const reversed = isRangeReversed(filters);
  return (
    <section aria-label={t('ledger.filters.title')} className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField label={t('ledger.filters.kind')} value={filters.kind} onChange={set('kind')}>
          <option value="">{t('ledger.filters.allKinds')}</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`ledger.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('ledger.filters.state')} value={filters.state} onChange={set('state')}>
          <option value="">{t('ledger.filters.allStates')}</option>
          {LEDGER_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`ledger.states.${state}`)}
            </option>
          ))}
        </SelectField>
        <TextField type="date" label={t('ledger.filters.from')} value={filters.from} max={filters.to || undefined} onChange={set('from')} />
        <TextField
          type="date"
          label={t('ledger.filters.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={set('to')}
          error={reversed ? t('ledger.filters.reversed') : undefined}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => (
          <Button key={preset} size="sm" variant="outline" onClick={() => onChange({ ...filters, ...presetRange(preset) })}>
            {t(`ledger.filters.presets.${preset}`)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {t('ledger.filters.clear')}
        </Button>
      </div>
    </section>
  );
}
