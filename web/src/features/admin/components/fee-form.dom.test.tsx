// @vitest-environment happy-dom
/** The claim fee: a live total, the shared limits in both languages, both amounts saved finder first. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminOverviewApi from '@okota/shared/contracts/admin-overview.api';
import { USER, fake, renderWithApp } from '../../../test-support/render';
import { FeeForm } from './fee-form';

const admin = { ...USER, role: 'admin' as const };

describe('fee form', () => {
  it('adds the two amounts as the admin types', () => {
    renderWithApp(<FeeForm finderAmount={100} platformAmount={50} />, { user: admin });
    expect(screen.getByTestId('fee-total').textContent).toMatch(/150/);
    fireEvent.change(screen.getByLabelText('Finder Amount (KSh)'), { target: { value: '200' } });
    expect(screen.getByTestId('fee-total').textContent).toMatch(/250/);
  });

  it('refuses amounts outside the limits, in Kiswahili, and saves nothing', () => {
    const view = renderWithApp(<FeeForm finderAmount={100} platformAmount={50} />, { user: admin, language: 'sw' });
    fireEvent.change(screen.getByLabelText('Kiasi cha Mwokotaji (KSh)'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Kiasi cha Jukwaa (KSh)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sasisha Ada' }));
    expect(screen.getAllByText('Kiasi cha mwokotaji lazima kiwe kati ya KSh 50 na KSh 500.').length).toBeGreaterThan(0);
    expect(screen.getByText('Kiasi cha jukwaa lazima kiwe kati ya KSh 10 na KSh 200.')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves the finder amount, then the platform amount', async () => {
    const view = renderWithApp(<FeeForm finderAmount={100} platformAmount={50} />, {
      user: admin,
      fakes: [
        fake(adminOverviewApi.updateSetting, ({ body }) => {
          const { key, value } = body as { key: string; value: number };
          return {
            success: true as const,
            message: 'Payment settings have been updated successfully.',
            setting: { key, value: String(value), description: null, updatedAt: '2026-11-29T08:00:00.000Z' },
            fees: { finderAmount: 120, platformAmount: 50, totalFee: 170, finderPercentage: 71, platformPercentage: 29 },
          };
        }),
      ],
    });
    fireEvent.change(screen.getByLabelText('Finder Amount (KSh)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Fees' }));
    expect(await screen.findByText('Fee Updated Everywhere!')).toBeTruthy();
    await waitFor(() =>
      expect(view.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { key: 'finder_amount', value: 120 },
        { key: 'platform_amount', value: 50 },
      ]),
    );
  });
});
