// @vitest-environment happy-dom
/**
 * The contact form: the shared schema's messages in both languages, the message sent to
 * /api/contact, and the server's refused fields shown in the reader's language by the keys it
 * sends (docs/decisions/0275), never by matching its English.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import { ContactForm } from './contact-form';

function fill(labels: { subject: string; message: string }) {
  fireEvent.change(screen.getByLabelText(labels.subject), { target: { value: 'Payment question' } });
  fireEvent.change(screen.getByLabelText(labels.message), { target: { value: 'I paid but the finder has not answered yet.' } });
}

describe('contact form', () => {
  it("refuses a short subject and message in the shared schema's words, in Kiswahili", async () => {
    const view = renderWithApp(<ContactForm />, { language: 'sw' });
    fireEvent.change(screen.getByLabelText('Jina lako'), { target: { value: 'Amina' } });
    fireEvent.change(screen.getByLabelText('Barua pepe'), { target: { value: 'amina@example' } });
    fireEvent.change(screen.getByLabelText('Mada'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ujumbe' }));
    expect(await screen.findByText('Mada lazima iwe na angalau herufi 5')).toBeTruthy();
    expect(screen.getByText('Ujumbe lazima uwe na angalau herufi 10')).toBeTruthy();
    expect(screen.getByText('Tafadhali weka barua pepe sahihi')).toBeTruthy();
    expect(view.calls.some((call) => call.path === '/api/contact')).toBe(false);
  });

  it("fills a signed-in person's name and e-mail, and sends the message", async () => {
    const view = renderWithApp(<ContactForm />, { user: USER, routes: { 'POST /api/contact': () => ({ message: 'ok' }) } });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Wanjiku Kamau');
    fill({ subject: 'Subject', message: 'Message' });
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'payment' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(view.calls.find((call) => call.path === '/api/contact')?.body).toMatchObject({
      name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      subject: 'Payment question',
      category: 'payment',
    });
  });

  it('shows a refused field by its key in Kiswahili, and English the server did not key as it came', async () => {
    renderWithApp(<ContactForm />, {
      user: USER,
      language: 'sw',
      routes: {
        'POST /api/contact': () =>
          reply(400, {
            code: 'VALIDATION_FAILED',
            message: 'Please enter a valid email address',
            messageKey: 'emailInvalid',
            params: {},
            errors: { email: 'Please enter a valid email address', subject: 'A sentence only the server says' },
            errorKeys: { email: 'emailInvalid' },
          }),
      },
    });
    fill({ subject: 'Mada', message: 'Ujumbe' });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ujumbe' }));
    await waitFor(() => expect(screen.getAllByText('Tafadhali weka barua pepe sahihi').length).toBeGreaterThan(0));
    expect(screen.getByText('A sentence only the server says')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  it("does not show a proxy's English page as the server's refusal: no code, the form's own words", async () => {
    renderWithApp(<ContactForm />, { user: USER, routes: { 'POST /api/contact': () => reply(413, { message: 'Request Entity Too Large' }) } });
    fill({ subject: 'Subject', message: 'Message' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message was not sent. Please try again, or call us.')).toBeTruthy();
    expect(screen.queryByText('Request Entity Too Large')).toBeNull();
  });
});
