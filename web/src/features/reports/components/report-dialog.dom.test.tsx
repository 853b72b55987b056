// @vitest-environment happy-dom
/** Reporting an item or a person: a reason is required, 'Other' needs details; a repeat report is thanked, not refused. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import { ReportDialog } from './report-dialog';

function open(options: Parameters<typeof renderWithApp>[1] = {}, onReported = () => {}) {
  return renderWithApp(<ReportDialog open onOpenChange={() => {}} targetType="item" targetId={12} onReported={onReported} />, { user: USER, ...options });
}

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
    const view = open({ language: 'sw', routes: { 'POST /api/reports': () => ({ id: 3 }) } }, () => (reported = true));
    fireEvent.change(screen.getByLabelText(/^Sababu/), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tuma Ripoti' }));
    await waitFor(() => expect(reported).toBe(true));
    expect(view.calls.find((call) => call.path === '/api/reports')?.body).toEqual({ targetType: 'item', targetId: '12', reason: 'Not a found item / spam' });
  });

  it('treats "already reported" as done, and shows another refusal by its code', async () => {
    let reported = false;
    const again = open({ routes: { 'POST /api/reports': () => reply(409, { code: 'CONFLICT', message: 'dup', params: {} }) } }, () => (reported = true));
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'offensive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Already reported')).toBeTruthy();
    expect(reported).toBe(true);
    again.unmount();
    renderWithApp(<ReportDialog open onOpenChange={() => {}} targetType="user" targetId="user-1" targetName="Amina" onReported={() => {}} />, {
      user: USER,
      routes: { 'POST /api/reports': () => reply(400, { code: 'REPORT_SELF', message: 'x', params: {} }) },
    });
    expect(screen.getByText('Report Amina')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'fake' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('You cannot report yourself')).toBeTruthy();
  });
});
