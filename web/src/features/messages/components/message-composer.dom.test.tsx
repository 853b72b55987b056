// @vitest-environment happy-dom
/** The chat box: blank text cannot be sent, an overlong one is refused by the shared schema in both languages, a message goes to /api/messages. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGE_MAX_LENGTH } from '@okota/shared/constants';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import { MessageComposer } from './message-composer';

describe('message composer', () => {
  it('keeps Send off for blank text and says an overlong message is too long, in Kiswahili', () => {
    renderWithApp(<MessageComposer itemId={5} />, { user: USER, language: 'sw' });
    const send = screen.getByRole('button', { name: 'Tuma Ujumbe' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Ujumbe wako'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Ujumbe wako'), { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    expect(screen.getByRole('alert').textContent).toBe('Ujumbe ni mrefu mno');
    expect(send.disabled).toBe(true);
  });

  it('says before sending, in Kiswahili, that a till will be removed; says nothing for a phone number', () => {
    renderWithApp(<MessageComposer itemId={5} />, { user: USER, language: 'sw' });
    const box = screen.getByLabelText('Ujumbe wako');
    fireEvent.change(box, { target: { value: 'Nipigie 0712 345 678 ukifika stage' } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(box, { target: { value: 'Ongeza 500, lipa na mpesa till 523456' } });
    expect(screen.getByRole('status').textContent).toBe('Ombi la malipo (till, paybill au namba ya M-Pesa) litaondolewa: malipo hupitia Okota pekee.');
  });

  it('sends the text for this item and empties the box', async () => {
    const view = renderWithApp(<MessageComposer itemId={5} />, {
      user: USER,
      routes: { 'POST /api/messages': () => ({ id: 1, itemId: 5, content: 'Habari, is it still there?' }) },
    });
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Habari, is it still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(box.value).toBe(''));
    expect(view.calls.find((call) => call.path === '/api/messages')?.body).toEqual({
      itemId: 5,
      content: 'Habari, is it still there?',
      messageType: 'text',
      sendKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('shows a refusal by the key the server sends, not by its English', async () => {
    renderWithApp(<MessageComposer itemId={5} />, {
      user: USER,
      language: 'sw',
      routes: {
        'POST /api/messages': () => reply(400, { code: 'VALIDATION_FAILED', message: 'Message cannot be empty', messageKey: 'messageEmpty', params: {} }),
      },
    });
    fireEvent.change(screen.getByLabelText('Ujumbe wako'), { target: { value: 'Bado kipo?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ujumbe' }));
    expect(await screen.findByText('Ujumbe hauwezi kuwa tupu')).toBeTruthy();
  });
});
