// @vitest-environment happy-dom
/** Reporting an item or a person: a reason is required, 'Other' needs details; a repeat report is thanked, not refused. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as reportsApi from '@okota/shared/contracts/reports.api';
import { USER, fake, renderWithApp, reply } from '../../../test-support/render';
import { ReportDialog } from './report-dialog';

function open(options: Parameters<typeof renderWithApp>[1] = {}, onReported = () => {}) {
  return renderWithApp(<ReportDialog open onOpenChange={() => {}} targetType="item" targetId={12} onReported={onReported} />, { user: USER, ...options });
}

const filed = (alreadyOpen: boolean) => ({
  success: true as const,
  message: 'Thank you.',
  alreadyOpen,
  report: {
    id: 3,
    targetType: 'item' as const,
    targetId: '12',
    reason: 'x',
    status: 'open' as const,
    resolution: null,
    resolvedAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
});

describe('report dialog', () => {
  it('asks for a reason, then for details when the reason is Other (in Kiswahili too)', () => {
    const view = open({ language: 'sw' });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ripoti' }));
    expect(screen.getByText('Tafadhali chagua sababu.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Sababu/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ripoti' }));
    expect(screen.getByText('Tafadhali eleza tatizo kwa angalau herufi 10.')).toBeTruthy();
    expect(view.calls.some((call) => call.path === '/api/reports')).toBe(false);
  });

  it('sends the reason in English for the admins, whatever the language', async () => {
    let reported = false;
    const view = open({ language: 'sw', fakes: [fake(reportsApi.file, filed(false))] }, () => (reported = true));
    fireEvent.change(screen.getByLabelText(/^Sababu/), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ripoti' }));
    await waitFor(() => expect(reported).toBe(true));
    expect(view.calls.find((call) => call.path === '/api/reports')?.body).toEqual({ targetType: 'item', targetId: '12', reason: 'Not a found item / spam' });
  });

  it('treats "already reported" as done, and shows a refusal by its code', async () => {
    let reported = false;
    const again = open({ fakes: [fake(reportsApi.file, filed(true))] }, () => (reported = true));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'offensive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Already reported')).toBeTruthy();
    expect(reported).toBe(true);
    again.unmount();
    renderWithApp(<ReportDialog open onOpenChange={() => {}} targetType="user" targetId="user-1" targetName="Amina" onReported={() => {}} />, {
      user: USER,
      fakes: [fake(reportsApi.file, reply(400, { code: 'REPORT_SELF', message: 'x', params: {} }))],
    });
    expect(screen.getByText('Report Amina')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'fake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('You cannot report yourself')).toBeTruthy();
  });
});
