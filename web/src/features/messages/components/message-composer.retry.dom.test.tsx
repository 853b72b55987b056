// @vitest-environment happy-dom
/**
 * A send that meets a lost connection or a proxy's 502 is retried with the same key, so it is
 * stored and shown once; when every try fails the text stays, said not sent, with a retry that
 * works (docs/decisions/0284). The fake server stores by key, as the real one does.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply, type ApiCall } from '../../../test-support/render';
import { SEND_RETRY } from '../api/send-retry';
import MessagesPanel from './messages-panel';

const realDelays = SEND_RETRY.delaysMs;
beforeEach(() => {
  SEND_RETRY.delaysMs = [1, 1, 1];
});
afterEach(() => {
  SEND_RETRY.delaysMs = realDelays;
});

/** A server that stores one message per send key; `fail(n)` answers the n-th POST (from 1) with a failure instead. */
function chat(fail: (attempt: number) => unknown) {
  const stored = new Map<string, object>();
  let attempts = 0;
  const routes = {
    'GET /api/messages/5': () => ({ messages: [...stored.values()], newlyRead: 0 }),
    'POST /api/messages': (call: ApiCall) => {
      const failure = fail(++attempts);
      if (failure) return failure;
      const { content, sendKey } = call.body as { content: string; sendKey: string };
      if (!stored.has(sendKey)) {
        stored.set(sendKey, {
          id: stored.size + 1,
          itemId: 5,
          senderId: USER.id,
          receiverId: 'finder-1',
          content,
          messageType: 'text',
          isRead: false,
          removed: [],
          createdAt: '2026-11-29T07:00:00.000Z',
        });
      }
      return reply(201, stored.get(sendKey));
    },
  };
  return routes;
}

const keysSent = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => (call.body as { sendKey: string }).sendKey);
const lostConnection = () => {
  throw new TypeError('Failed to fetch');
};

describe('message composer on a failing connection', () => {
  it("retries a proxy's 502 with the same key: the message is shown once and the box empties", async () => {
    const view = renderWithApp(<MessagesPanel itemId={5} />, { user: USER, routes: chat((n) => n === 1 && reply(502, 'body closed by handler')) });
    const box = (await screen.findByLabelText('Your message')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'I am at the stage now' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('I am at the stage now')).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    const keys = keysSent(view.calls);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect(screen.getAllByText('I am at the stage now')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says not sent in Kiswahili after every try failed, keeps the text, and its retry sends it with the same key', async () => {
    let online = false;
    const view = renderWithApp(<MessagesPanel itemId={5} />, { user: USER, language: 'sw', routes: chat(() => !online && lostConnection()) });
    const box = (await screen.findByLabelText('Ujumbe wako')) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Niko Kencom sasa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ujumbe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Haujatumwa: mtandao umeshindwa. Ujumbe wako umehifadhiwa.');
    expect(keysSent(view.calls)).toHaveLength(4);
    expect(box.value).toBe('Niko Kencom sasa');

    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Gusa kujaribu tena' }));
    expect(await screen.findByText('Niko Kencom sasa')).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
    const keys = keysSent(view.calls);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not retry by itself a fault of ours (500) or a refusal: one try each, a refusal in its own words', async () => {
    const internal = renderWithApp(<MessagesPanel itemId={5} />, {
      user: USER,
      routes: chat(() => reply(500, { code: 'INTERNAL', message: 'Internal Server Error' })),
    });
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Tap to try again' })).toBeTruthy();
    expect(keysSent(internal.calls)).toHaveLength(1);
    internal.unmount();

    const refused = renderWithApp(<MessagesPanel itemId={5} />, {
      user: USER,
      routes: chat(() => reply(409, { code: 'MESSAGE_KEY_REUSED', message: 'x', params: {} })),
    });
    fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('This message was already sent with other words. Please send it again.')).toBeTruthy();
    expect(keysSent(refused.calls)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Tap to try again' })).toBeNull();
  });
});
