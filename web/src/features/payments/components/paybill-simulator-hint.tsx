/**
 * Development only (MPESA_ENV=simulator): how to make the Paybill payment without a phone. A
 * button pays as a customer would, through the simulator (the exact amount, or a wrong one to see
 * it sent back), and the same call is shown for a terminal.
 */
import { formatKsh } from '@okota/shared';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { SIMULATOR_PAY_PATH, useSimulatePaybill } from '../api/simulate-paybill';
import type { PaybillDetails } from '../lib/payment-flow';
import { PAYBILL_NS } from '../paybill-i18n';

/** Safaricom's sandbox test number: its payments succeed in the simulator. */
const TEST_PHONE = '0708374149';

export function PaybillSimulatorHint({ paybill }: { paybill: PaybillDetails }) {
  const { t } = useTranslation(PAYBILL_NS);
  const simulate = useSimulatePaybill();
  const pay = (amount: number) =>
    simulate.mutate({ phone: TEST_PHONE, businessNumber: paybill.businessNumber, accountReference: paybill.accountNumber, amount });
  const wrong = Math.max(1, paybill.amount - 50);
  const body = JSON.stringify({ phone: TEST_PHONE, businessNumber: paybill.businessNumber, accountReference: paybill.accountNumber, amount: paybill.amount });
  const curl = `curl -X POST ${window.location.origin}${SIMULATOR_PAY_PATH} -H 'Content-Type: application/json' -d '${body}'`;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="paybill-simulator">
      <p className="font-semibold">{t('simulator.title')}</p>
      <p className="mt-0.5">{t('simulator.body')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => pay(paybill.amount)} disabled={simulate.isPending}>
          {simulate.isPending ? t('simulator.paying') : t('simulator.pay', { amount: formatKsh(paybill.amount) })}
        </Button>
        <Button size="sm" variant="outline" onClick={() => pay(wrong)} disabled={simulate.isPending}>
          {t('simulator.wrongAmount', { amount: formatKsh(wrong) })}
        </Button>
      </div>
      {simulate.error && <p className="mt-2 text-red-800">{t('simulator.failed', { reason: simulate.error.message })}</p>}
      <p className="mt-2">{t('simulator.curl')}</p>
      <code className="mt-1 block select-all break-all rounded bg-white/70 p-2 font-mono text-xs">{curl}</code>
    </div>
  );
}
