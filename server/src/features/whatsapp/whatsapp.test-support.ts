/**
 * Test harness for WhatsApp: the whole app on a loopback port, the real Cloud API client calling
 * the built-in simulator over HTTP, and the simulator playing people: each action is delivered
 * to /api/whatsapp/webhook signed with the app secret, as Meta would. `act` then runs the jobs
 * (the bot answers in a job) and returns what the bot sent in answer.
 */
import { startLoopbackApp, waitFor, type LoopbackApp } from '../../integrations/daraja/simulator/loopback.test-support';
import { WA_SIMULATOR_PREFIX } from '../../integrations/whatsapp/wa-settings';

export interface SentWaMessage {
  wamid: string;
  to: string;
  body: MetaBody;
  statuses: Array<{ status: string; httpStatus: number | null }>;
}

/** Meta's message body, as far as the tests read it. */
export interface MetaBody {
  type: string;
  text?: { body: string };
  interactive?: {
    type: string;
    body: { text: string };
    action: { buttons?: Array<{ reply: { id: string; title: string } }>; sections?: Array<{ rows: Array<{ id: string; title: string }> }> };
  };
  template?: { name: string; language: { code: string }; components: Array<{ parameters: Array<{ text: string }> }> };
}

export type PersonAction = Record<string, unknown> & { type: string };

export interface WhatsappTestApp extends LoopbackApp {
  wa: ReturnType<typeof waControl>;
}

export async function startWhatsappApp(env: Record<string, string> = {}): Promise<WhatsappTestApp> {
  const t = await startLoopbackApp(env);
  return { ...t, wa: waControl(t) };
}

/** The words of a message the bot sent, whatever its type (text, buttons, list, template). */
export function wordsOf(message: SentWaMessage): string {
  const b = message.body;
  if (b.text) return b.text.body;
  if (b.interactive)
    return `${b.interactive.body.text}\n[${optionsOf(message)
      .map((o) => o.title)
      .join(' | ')}]`;
  if (b.template) return `${b.template.name}:${b.template.language.code}:${b.template.components[0].parameters.map((p) => p.text).join(',')}`;
  return JSON.stringify(b);
}

/** The reply ids a message offers (buttons or list rows). */
export function choicesOf(message: SentWaMessage): string[] {
  return optionsOf(message).map((o) => o.id);
}

function optionsOf(message: SentWaMessage): Array<{ id: string; title: string }> {
  const action = message.body.interactive?.action;
  return action?.buttons?.map((b) => b.reply) ?? action?.sections?.[0].rows ?? [];
}

export function waControl(t: LoopbackApp) {
  const sim = `${t.origin}${WA_SIMULATOR_PREFIX}/__sim`;
  const post = async (path: string, body: unknown): Promise<{ httpStatus: number; wamid: string }> => {
    const response = await fetch(`${sim}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`whatsapp simulator ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ httpStatus: number; wamid: string }>;
  };
  const sentTo = async (waId: string): Promise<SentWaMessage[]> =>
    ((await (await fetch(`${sim}/outbox?to=${waId}`)).json()) as { messages: SentWaMessage[] }).messages;
  return {
    sentTo,
    reset: () => post('/reset', {}),
    failNext: (to: string) => post('/fail-next', { to }),
    ageWindow: (waId: string, hours: number) => post('/age-window', { waId, hours }),
    redeliver: (body: unknown) => post('/redeliver', body),
    /** The person acts; the webhook's answer and the job's replies (oldest first). */
    async act(from: string, action: PersonAction): Promise<{ httpStatus: number; wamid: string; replies: SentWaMessage[] }> {
      const before = (await sentTo(from)).length;
      const { httpStatus, wamid } = await post('/person', { from, ...action });
      await t.app.ctx.jobs.runDueJobs();
      const after = await sentTo(from);
      return { httpStatus, wamid, replies: after.slice(0, after.length - before).reverse() };
    },
    waitFor,
  };
}
