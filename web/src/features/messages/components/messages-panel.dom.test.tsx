// @vitest-environment happy-dom
/**
 * The conversation says, in the reader's language and in our words, what our check removed from a message (docs/decisions/0282);
 * a refusal that means "not your conversation" shows the locked card, told by its code, not its status (docs/decisions/0280).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as messagesApi from '@okota/shared/contracts/messages.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import MessagesPanel from './messages-panel';

const message = (id: number, content: string, removed: string[]) => ({
  id,
  itemId: 5,
  senderId: 'finder-1',
  receiverId: USER.id,
  content,
  messageType: 'text',
  isRead: true,
  removed,
  createdAt: '2026-11-29T07:00:00.000Z',
});

const routes = {
  'GET /api/messages/5': () => ({
    messages: [message(1, 'Ongeza 500, lipa na mpesa till', []), message(2, '***', ['payment']), message(3, 'ID yangu ni ***', ['document'])],
    newlyRead: 0,
  }),
};

describe('messages panel', () => {
  it('shows a payment request and a document number as removed, in Kiswahili, under the messages that lost them', async () => {
    renderWithApp(<MessagesPanel itemId={5} otherPartyName="Jane" />, { user: USER, language: 'sw', routes });
    expect(await screen.findByText('Malipo hupitia Okota pekee: ombi la malipo (till, paybill au namba ya M-Pesa) limeondolewa.')).toBeTruthy();
    expect(screen.getByText(/Namba ya hati \(kitambulisho, pasipoti, KRA PIN …\) imeondolewa/)).toBeTruthy();
    expect(screen.getAllByRole('note')).toHaveLength(2);
  });

  it('says it in English to an English reader, and nothing under an ordinary message', async () => {
    renderWithApp(<MessagesPanel itemId={5} />, { user: USER, routes });
    expect(await screen.findByText('Payments go only through Okota: a payment request (till, paybill or M-Pesa number) was removed.')).toBeTruthy();
    expect(screen.getByText('Ongeza 500, lipa na mpesa till').parentElement?.querySelector('[role="note"]')).toBeNull();
  });
});

const refused = (status: number, code: string) => fake(messagesApi.conversation, reply(status, { code, message: 'x', params: {} }));

describe('messages panel, refused', () => {
  it('shows the locked card when messaging is locked for the caller, in Kiswahili too', async () => {
    renderWithApp(<MessagesPanel itemId={5} />, { user: USER, language: 'sw', fakes: [refused(403, 'MESSAGING_LOCKED')] });
    expect(await screen.findByText('Ujumbe unapatikana tu baada ya malipo kukamilika.')).toBeTruthy();
  });

  it('shows the locked card for an item that is gone', async () => {
    renderWithApp(<MessagesPanel itemId={5} />, { user: USER, fakes: [refused(404, 'ITEM_NOT_FOUND')] });
    expect(await screen.findByText('Messaging is only available after payment completion.')).toBeTruthy();
  });

  it('keeps the conversation for a refusal that is not about access, whatever its status', async () => {
    renderWithApp(<MessagesPanel itemId={5} />, { user: USER, fakes: [refused(403, 'CLAIM_ONLY_FINDER_DECIDES')] });
    expect(await screen.findByText('Could not load messages.')).toBeTruthy();
    expect(screen.queryByText('Messaging is only available after payment completion.')).toBeNull();
  });
});
