/** One inbound message being answered: who, in which language, at which step, with what draft. */
import type { WaOutgoing } from '../../../integrations/whatsapp/wa-client';
import type { WhatsappConversationRow } from '../../../db/schema';
import { saveConversation } from '../whatsapp.repository';
import { sendWhatsapp, type WaDeps } from './wa-reply';
import { wordsIn, type WaLanguage, type WaWords } from './wa-words';

export interface FoundDraft {
  photos?: string[];
  categoryId?: number;
  categoryName?: string;
  county?: string;
  place?: string;
  latitude?: string;
  longitude?: string;
  dateFound?: string;
  questions?: Array<{ question: string; answer?: string }>;
}

export class Turn {
  readonly waId: string;
  language: WaLanguage;
  step: string;
  draft: FoundDraft;

  constructor(
    readonly deps: WaDeps,
    conversation: WhatsappConversationRow,
    /** The person's own WhatsApp profile name (their account's first name if one is made). */
    readonly profileName: string | null,
  ) {
    this.waId = conversation.waId;
    this.language = conversation.language === 'sw' ? 'sw' : 'en';
    this.step = conversation.step;
    this.draft = conversation.draft as FoundDraft;
    this.consentedAt = conversation.consentedAt;
    this.turnsByWhatsapp = conversation.turnsByWhatsapp;
  }

  /** The person's turn messages come here instead of by SMS. */
  turnsByWhatsapp: boolean;

  consentedAt: Date | null;

  get words(): WaWords {
    return wordsIn(this.language);
  }

  /** A page of the web app, as a full link. */
  link(path: string): string {
    return `${this.deps.ctx.config.publicUrl}${path}`;
  }

  say(message: WaOutgoing | string) {
    return sendWhatsapp(this.deps, this.waId, typeof message === 'string' ? { type: 'text', body: message } : message);
  }

  async go(step: string, draft: FoundDraft = this.draft): Promise<void> {
    this.step = step;
    this.draft = draft;
    await saveConversation(this.deps.ctx.db, this.waId, { step, draft: draft as Record<string, unknown>, language: this.language });
  }
}
