/** The SMS alert and turn e-mail switches (GET and PUT /api/profile/sms-alerts). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailAlerts, QuietHours, SmsAlerts } from '@okota/shared';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { smsAlertsAnswer } from '@okota/shared/contracts/sms.contract';
import { queryClient } from '../../../lib/query-client';
import * as accountApi from '@okota/shared/contracts/account.api';
import { call } from '../../../lib/api-client';

export type SmsAlertsAnswer = WireOf<typeof smsAlertsAnswer>;
/** SMS switches at the top level, e-mail switches under `emails`, the person's own quiet hours (EAT). */
export type AlertChanges = Partial<SmsAlerts> & { emails?: Partial<EmailAlerts>; quietHours?: QuietHours };

const key = ['profile', 'sms-alerts'] as const;

export function useSmsAlerts() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(accountApi.smsAlerts, {}, { signal: signal }) });
}

/** The switch moves at once (a checkbox that lags the click feels broken); a refusal puts it back. */
export function useUpdateSmsAlerts() {
  return useMutation({
    mutationFn: (changes: AlertChanges) => call(accountApi.setSmsAlerts, { body: changes }),
    onMutate: async ({ emails, quietHours, ...sms }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SmsAlertsAnswer>(key);
      if (before) {
        queryClient.setQueryData<SmsAlertsAnswer>(key, {
          ...before,
          alerts: { ...before.alerts, ...sms },
          emails: { ...before.emails, ...emails },
          quietHours: quietHours ?? before.quietHours,
        });
      }
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
