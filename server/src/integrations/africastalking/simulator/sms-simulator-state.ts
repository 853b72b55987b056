/**
 * The SMS simulator's memory: every SMS it was sent (the developer's outbox), the delivery
 * reports it posted, and the test controls (forced HTTP errors, the report delay). A development
 * tool in one process, so plain memory is enough.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportStep } from './sms-outcomes';

export interface SimulatedSms {
  messageId: string | null;
  to: string;
  from: string | null;
  text: string;
  statusCode: number;
  status: string;
  cost: string;
  receivedAt: string;
  /** The reports posted so far, with the answer our server gave. */
  reports: Array<ReportStep & { sentAt: string; httpStatus: number | null }>;
}

export interface ForcedSmsError {
  httpStatus: number;
  body: string;
  remaining: number;
}

const OUTBOX_LIMIT = 200;
const REPORT_ATTEMPTS = 5;

export class SmsSimulatorState {
  readonly outbox: SimulatedSms[] = [];
  readonly forcedErrors: ForcedSmsError[] = [];
  readonly stats = { requests: 0, accepted: 0, rejected: 0, reportsSent: 0 };
  reportDelayMs: number;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    readonly defaultReportDelayMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.reportDelayMs = defaultReportDelayMs;
  }

  record(sms: SimulatedSms): void {
    this.outbox.unshift(sms);
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_LIMIT);
  }

  takeForcedError(): ForcedSmsError | undefined {
    const forced = this.forcedErrors[0];
    if (!forced) return undefined;
    forced.remaining -= 1;
    if (forced.remaining <= 0) this.forcedErrors.shift();
    return forced;
  }

  /**
   * Posts the reports one after another, each after the delay, as Africa's Talking does to the
   * URL registered in its dashboard; a non-200 answer is tried again a few times.
   */
  scheduleReports(sms: SimulatedSms, steps: ReportStep[], reportUrl: () => Promise<string | undefined>): void {
    const [step, ...rest] = steps;
    if (!step || !sms.messageId) return;
    this.later(this.reportDelayMs, async () => {
      await this.postReport(sms, step, reportUrl, 1);
      this.scheduleReports(sms, rest, reportUrl);
    });
  }

  private async postReport(sms: SimulatedSms, step: ReportStep, reportUrl: () => Promise<string | undefined>, attempt: number): Promise<void> {
    const url = await reportUrl();
    if (!url) return;
    const form = new URLSearchParams({
      id: sms.messageId!,
      status: step.status,
      phoneNumber: sms.to,
      networkCode: '63902',
      retryCount: String(attempt - 1),
      ...(step.failureReason ? { failureReason: step.failureReason } : {}),
    });
    let httpStatus: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        signal: AbortSignal.timeout(10_000),
      });
      httpStatus = response.status;
      await response.arrayBuffer();
    } catch (error) {
      this.log.warn({ err: error }, 'sms simulator: delivery report not delivered');
    }
    this.stats.reportsSent += 1;
    sms.reports.push({ ...step, sentAt: new Date().toISOString(), httpStatus });
    if (httpStatus !== 200 && attempt < REPORT_ATTEMPTS) {
      await new Promise<void>((resolve) => this.later(Math.max(this.reportDelayMs, 50), async () => resolve()));
      await this.postReport(sms, step, reportUrl, attempt + 1);
    }
  }

  private later(delayMs: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run().catch((error) => this.log.warn({ err: error }, 'sms simulator timer failed'));
    }, delayMs);
    this.timers.add(timer);
  }

  reset(): void {
    this.clearTimers();
    this.outbox.length = 0;
    this.forcedErrors.length = 0;
    this.reportDelayMs = this.defaultReportDelayMs;
    Object.assign(this.stats, { requests: 0, accepted: 0, rejected: 0, reportsSent: 0 });
  }

  clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export const simulatedMessageId = () => `ATXid_${randomBytes(16).toString('hex')}`;
