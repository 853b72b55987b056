// @vitest-environment happy-dom
/** An admin's hide or removal waits for a reason (the shared reason schema); the trimmed reason is what is confirmed. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../test-support/render';
import { ReasonDialog } from './reason-dialog';

const admin = { ...USER, role: 'admin' as const };

describe('reason dialog', () => {
  it('keeps the button off until a reason is written, then confirms the trimmed reason', () => {
    const confirmed: string[] = [];
    renderWithApp(
      <ReasonDialog
        title="Hide item"
        description="Why?"
        confirmLabel="Hide"
        pending={false}
        onConfirm={(reason) => confirmed.push(reason)}
        onClose={() => {}}
      />,
      { user: admin },
    );
    const hide = screen.getByRole('button', { name: 'Hide' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText(/Reason \(required\)/), { target: { value: '   ' } });
    expect(hide.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Reason \(required\)/), { target: { value: ' Duplicate listing ' } });
    fireEvent.click(hide);
    expect(confirmed).toEqual(['Duplicate listing']);
  });

  it('speaks Kiswahili and shows the work in progress', () => {
    renderWithApp(<ReasonDialog title="Ficha" description="Kwa nini?" confirmLabel="Ficha kitu" danger pending onConfirm={() => {}} onClose={() => {}} />, {
      user: admin,
      language: 'sw',
    });
    expect(screen.getByLabelText(/Sababu \(inahitajika\)/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Inahifadhi...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Ghairi' })).toBeTruthy();
  });
});
