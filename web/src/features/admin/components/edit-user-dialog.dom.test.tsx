// @vitest-environment happy-dom
/** An admin changes a user's e-mail and phone: both required (the shared message), the change sent, a taken phone said by its code. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminUsersApi from '@okota/shared/contracts/admin-users.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import type { AdminUser } from '../api/types';
import { EditUserDialog } from './edit-user-dialog';

const admin = { ...USER, id: 'user-admin', role: 'admin' as const };
const target = { id: 'user-9', firstName: 'Otieno', lastName: 'Odhiambo', email: 'otieno@example.com', phone: '+254722000111' } as AdminUser;

describe('edit user dialog', () => {
  it('shows the phone as people write it, and asks for both fields in Kiswahili', async () => {
    const view = renderWithApp(<EditUserDialog user={target} onClose={() => {}} />, { user: admin, language: 'sw' });
    expect((screen.getByLabelText('Nambari ya simu') as HTMLInputElement).value).toBe('0722 000 111');
    fireEvent.change(screen.getByLabelText('Barua pepe'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi' }));
    expect(await screen.findByText('Tafadhali weka barua pepe na nambari ya simu.')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sends the new e-mail and phone, and says a taken phone by its code', async () => {
    const view = renderWithApp(<EditUserDialog user={target} onClose={() => {}} />, {
      user: admin,
      fakes: [fake(adminUsersApi.edit, reply(409, { code: 'PHONE_TAKEN', message: 'taken', messageKey: 'phoneTaken', params: {} }))],
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'o.odhiambo@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An account with this phone number already exists')).toBeTruthy();
    await waitFor(() => expect(view.calls.find((call) => call.method === 'PUT')?.body).toEqual({ email: 'o.odhiambo@example.com', phone: '0722 000 111' }));
  });
});
