/**
 * Test numbers that choose what the simulator does (Africa's Talking's sandbox has none, so we
 * define them; docs/reference/africastalking.md §9.2 "Deterministic numbers"). Listed in docs/decisions/0200.
 *
 *   +254 700 000 ABC   the send answers statusCode ABC (403 InvalidPhoneNumber, 406
 *                      UserInBlacklist, 500 InternalServerError, …); 100–102 are accepted
 *   +254 700 001 001   accepted, then a report: Failed, UserInBlacklist
 *   +254 700 001 002   accepted, then a report: Failed, AbsentSubscriber
 *   +254 700 001 003   accepted, then a report: Rejected, DeliveryFailure
 *   +254 700 001 004   accepted, then no report at all
 *   +254 700 001 005   accepted, then Sent, then Success (an intermediate report first)
 *   any other number   accepted (101 Sent), then a report: Success
 */
export const SEND_STATUS_NAMES: Record<number, string> = {
  100: 'Processed',
  101: 'Sent',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

export interface ReportStep {
  status: 'Sent' | 'Submitted' | 'Buffered' | 'Success' | 'Failed' | 'Rejected';
  failureReason?: string;
}

export interface SimulatedOutcome {
  statusCode: number;
  reports: ReportStep[];
}

const REPORT_SCRIPTS: Record<string, ReportStep[]> = {
  '001': [{ status: 'Failed', failureReason: 'UserInBlacklist' }],
  '002': [{ status: 'Failed', failureReason: 'AbsentSubscriber' }],
  '003': [{ status: 'Rejected', failureReason: 'DeliveryFailure' }],
  '004': [],
  '005': [{ status: 'Sent' }, { status: 'Success' }],
};

/** What happens to an SMS to this number (already in +254… form). */
export function outcomeFor(phone: string): SimulatedOutcome {
  const send = /^\+254700000(\d{3})$/.exec(phone);
  if (send && SEND_STATUS_NAMES[Number(send[1])]) {
    const statusCode = Number(send[1]);
    return { statusCode, reports: statusCode <= 102 ? [{ status: 'Success' }] : [] };
  }
  const report = /^\+254700001(\d{3})$/.exec(phone);
  if (report && REPORT_SCRIPTS[report[1]]) return { statusCode: 101, reports: REPORT_SCRIPTS[report[1]] };
  return { statusCode: 101, reports: [{ status: 'Success' }] };
}
