// @vitest-environment happy-dom
/** Suspending an account needs a reason; the e-mail is optional and a failed e-mail is said. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import type { AdminUser } from '../api/types';
import { SuspendDialog } from './suspend-dialog';

const admin = { ...USER, id: 'user-admin', role: 'admin' as const };
const target: AdminUser = {
  id: 'user-9',
  firstName: 'Otieno',
  lastName: 'Odhiambo',
  email: 'otieno@example.com',
  phone: '0722 000 111',
  role: 'finder',
  status: 'active',
  suspended: false,
  suspendedAt: null,
  suspensionReason: null,
  emailVerified: true,
  phoneVerified: true,
  profileImageUrl: null,
  createdAt: '2026-01-05T08:00:00.000Z',
  itemsPosted: 2,
  itemsClaimed: 0,
  totalEarnings: 0,
};
const { itemsPosted: _posted, itemsClaimed: _claimed, totalEarnings: _earned, ...user } = target;
const suspended = { ...user, status: 'suspended' as const, suspended: true, suspendedAt: '2026-11-29T08:00:00.000Z', suspensionReason: 'Fake listings' };

describe('suspend dialog', () => {
  it('keeps Suspend off until a reason is written, then sends reason, message and the e-mail choice', async () => {
    const view = renderWithApp(<SuspendDialog user={target} onClose={() => {}} />, {
      user: admin,
      fakes: [fake(adminUsersApi.suspend, { success: true, message: 'User suspended successfully', user: suspended, emailSent: false })],
    });
    expect(screen.getByText('Suspend Otieno Odhiambo')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Suspend User' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Reason \(required\)/), { target: { value: ' Fake listings ' } });
    fireEvent.click(screen.getByLabelText('Send a notification e-mail to the user'));
    fireEvent.click(confirm);
    await waitFor(() => expect(view.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Fake listings', sendEmail: true });
    expect(await screen.findByText('The e-mail could not be sent; the user will see the reason when signing in.')).toBeTruthy();
  });

  it('says a refusal by its code, in Kiswahili', async () => {
    renderWithApp(<SuspendDialog user={target} onClose={() => {}} />, {
      user: admin,
      language: 'sw',
      fakes: [fake(adminUsersApi.suspend, reply(409, { code: 'USER_ALREADY_SUSPENDED', message: 'Already suspended', params: {} }))],
    });
    fireEvent.change(screen.getByLabelText(/Sababu \(inahitajika\)/), { target: { value: 'Ulaghai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simamisha Mtumiaji' }));
    expect(await screen.findByText('Imeshindwa kumsimamisha mtumiaji')).toBeTruthy();
    expect(screen.getByText('Mtumiaji huyu tayari amesimamishwa')).toBeTruthy();
    expect(screen.queryByText('Already suspended')).toBeNull();
  });
});
