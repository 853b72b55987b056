// @vitest-environment happy-dom
/** Quick login tells its refusals apart by the error code on the wire, in both languages. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { fake, renderWithApp, reply } from '../../../test-support/render';
import type { Language } from '../../../i18n';
import QuickLoginPage from './quick-login-page';

function submitKey(answer: ReturnType<typeof reply>, language: Language = 'en') {
  const view = renderWithApp(<QuickLoginPage />, { language, fakes: [fake(adminUsersApi.quickLogin, answer)] });
  fireEvent.change(screen.getByLabelText(language === 'en' ? 'Admin key' : 'Ufunguo wa msimamizi'), { target: { value: ' the-key ' } });
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Ingia' }));
  return view;
}

describe('quick login page', () => {
  it('says quick login is off when the route answers NOT_FOUND, and sends the key trimmed', async () => {
    const view = submitKey(reply(404, { code: 'NOT_FOUND', message: 'Route POST /api/admin/quick-login not found', params: {} }));
    expect((await screen.findAllByText('Quick login is not enabled on this server.')).length).toBeGreaterThan(0);
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ adminKey: 'the-key' });
  });

  it('asks to wait on TOO_MANY_REQUESTS, in Kiswahili', async () => {
    submitKey(reply(429, { code: 'TOO_MANY_REQUESTS', message: 'Too many requests.', params: {} }), 'sw');
    expect((await screen.findAllByText('Majaribio mengi mno. Tafadhali subiri kisha ujaribu tena.')).length).toBeGreaterThan(0);
  });

  it('says the key is wrong on UNAUTHORIZED, whatever the status', async () => {
    // The words follow the code: a refusal that came back as a 404 is still a wrong key.
    submitKey(reply(404, { code: 'UNAUTHORIZED', message: 'Access Denied', params: {} }));
    expect((await screen.findAllByText('That key is not right.')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Quick login is not enabled on this server.')).toBeNull();
  });
});
