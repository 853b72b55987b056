// @vitest-environment happy-dom
/** The finder's decisions: approving names the claimer and waits for a yes; rejecting (or withdrawing an approval) passes a trimmed optional reason. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../test-support/render';
import { ApproveDialog, RejectDialog } from './decision-dialogs';

const finder = { ...USER, id: 'user-finder', role: 'finder' as const };

describe('decision dialogs', () => {
  it('approves only on the yes, and cancels without deciding', () => {
    const said: string[] = [];
    renderWithApp(<ApproveDialog open claimerName="Otieno" busy={false} onCancel={() => said.push('cancel')} onConfirm={() => said.push('approve')} />, {
      user: finder,
    });
    expect(screen.getByText('Approve this claim?')).toBeTruthy();
    expect(screen.getByText(/Otieno/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(said).toEqual(['cancel', 'approve']);
  });

  it('keeps both buttons off while the decision is on its way', () => {
    renderWithApp(<ApproveDialog open claimerName="Otieno" busy onCancel={() => {}} onConfirm={() => {}} />, { user: finder, language: 'sw' });
    expect((screen.getByRole('button', { name: 'Idhinisha' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Ghairi' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('rejects with the trimmed reason, or withdraws an approval, in Kiswahili', () => {
    const reasons: string[] = [];
    const view = renderWithApp(
      <RejectDialog open claimerName="Otieno" busy={false} revoking={false} onCancel={() => {}} onConfirm={(reason) => reasons.push(reason)} />,
      {
        user: finder,
        language: 'sw',
      },
    );
    expect(screen.getByRole('dialog', { name: 'Kataa dai hili?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sababu (si lazima)'), { target: { value: '  Jibu halilingani  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kataa' }));
    view.unmount();
    renderWithApp(<RejectDialog open claimerName="Otieno" busy={false} revoking onCancel={() => {}} onConfirm={(reason) => reasons.push(reason)} />, {
      user: finder,
    });
    expect(screen.getByRole('dialog', { name: 'Withdraw this approval?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Approval' }));
    expect(reasons).toEqual(['Jibu halilingani', '']);
  });
});
