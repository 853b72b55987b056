/**
 * The WhatsApp simulator's memory: every message the business sent (the developer's view of a
 * person's phone), the photos people sent (media), when each person last wrote (the 24-hour
 * window), and the statuses it posted back. A development tool in one process: memory is enough.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface SimulatedWaMessage {
  wamid: string;
  to: string;
  /** Meta's message body as the business sent it. */
  body: Record<string, unknown>;
  receivedAt: string;
  statuses: Array<{ status: string; httpStatus: number | null }>;
}

/** What a person did on the simulated phone, newest first beside the business's messages. */
export interface SimulatedWaInbound {
  wamid: string;
  from: string;
  type: string;
  summary: string;
  sentAt: string;
  httpStatus: number | null;
}

export interface SimulatedMedia {
  id: string;
  bytes: Buffer;
  mimeType: string;
  sha256: string;
}

const LIMIT = 300;
export const WINDOW_MS = 24 * 60 * 60 * 1000;

export class WaSimulatorState {
  readonly outbox: SimulatedWaMessage[] = [];
  readonly inbox: SimulatedWaInbound[] = [];
  readonly media = new Map<string, SimulatedMedia>();
  /** Ids of the images the business uploaded (POST /{phone-number-id}/media), oldest first. */
  readonly uploads: string[] = [];
  /** wa_id → when the person last wrote. */
  readonly lastInbound = new Map<string, number>();
  /** wa_id → the profile name the person goes by. */
  readonly names = new Map<string, string>();
  /** wa_ids whose next delivery fails (status `failed`, code 131026), as a phone without WhatsApp. */
  readonly failNext = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    public statusDelayMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  isWindowOpen(waId: string, now = Date.now()): boolean {
    const last = this.lastInbound.get(waId);
    return last !== undefined && now - last < WINDOW_MS;
  }

  record(message: SimulatedWaMessage): void {
    this.outbox.unshift(message);
    this.outbox.length = Math.min(this.outbox.length, LIMIT);
  }

  recordInbound(message: SimulatedWaInbound): void {
    this.inbox.unshift(message);
    this.inbox.length = Math.min(this.inbox.length, LIMIT);
  }

  storeMedia(bytes: Buffer, mimeType: string): SimulatedMedia {
    const media = { id: `${Date.now()}${randomBytes(4).readUInt32BE()}`, bytes, mimeType, sha256: createHash('sha256').update(bytes).digest('hex') };
    this.media.set(media.id, media);
    return media;
  }

  later(delayMs: number, run: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run().catch((error) => this.log.warn({ err: error }, 'whatsapp simulator timer failed'));
    }, delayMs);
    this.timers.add(timer);
  }

  reset(): void {
    this.clearTimers();
    this.outbox.length = 0;
    this.inbox.length = 0;
    this.media.clear();
    this.uploads.length = 0;
    this.lastInbound.clear();
    this.names.clear();
    this.failNext.clear();
  }

  clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

export const simulatedWamid = () => `wamid.SIM${randomBytes(18).toString('base64url')}`;
