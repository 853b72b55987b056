/**
 * The county picker of every form that asks where (posting an item, a lost report, an
 * organisation's application, the intake desk): the 47 counties, Nairobi first
 * (packages/shared/src/counties.ts), after an empty "Select a county". The search filters put
 * CountyOptions in their own compact selects, with their own empty choice ("All counties").
 */
import { forwardRef, type ComponentProps } from 'react';
import { COUNTIES } from '@okota/shared/counties';
import { useTranslation } from '../i18n';
import { SelectField } from './ui/field';

export function CountyOptions({ empty }: { empty: string }) {
  return (
    <>
      <option value="">{empty}</option>
      {COUNTIES.map((county) => (
        <option key={county} value={county}>
          {county}
        </option>
      ))}
    </>
  );
}

type CountySelectProps = Omit<ComponentProps<typeof SelectField>, 'children'>;

export const CountySelect = forwardRef<HTMLSelectElement, CountySelectProps>(function CountySelect(props, ref) {
  const { t } = useTranslation();
  return (
    <SelectField ref={ref} {...props}>
      <CountyOptions empty={t('chooseCounty')} />
    </SelectField>
  );
});
