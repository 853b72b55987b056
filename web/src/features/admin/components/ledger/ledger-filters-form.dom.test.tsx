// @vitest-environment happy-dom
/** The ledger's filters: each change handed up, a reversed range said in both languages, "Clear" empties them. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../../test-support/render';
import { NO_FILTERS, type LedgerFilters } from '../../lib/ledger';
import { LedgerFiltersForm } from './ledger-filters-form';

const admin = { ...USER, role: 'admin' as const };

describe('ledger filters form', () => {
  it('hands each change up, and clears them all', () => {
    const changes: LedgerFilters[] = [];
    renderWithApp(<LedgerFiltersForm filters={{ ...NO_FILTERS, from: '2026-03-01' }} onChange={(next) => changes.push(next)} />, { user: admin });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'refund' } });
    fireEvent.change(screen.getByLabelText('To (EAT)'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(changes).toEqual([{ ...NO_FILTERS, from: '2026-03-01', kind: 'refund' }, { ...NO_FILTERS, from: '2026-03-01', to: '2026-03-31' }, NO_FILTERS]);
  });

  it('says a range whose first day is after its last, in English and Kiswahili', () => {
    const reversed = { ...NO_FILTERS, from: '2026-03-31', to: '2026-03-01' };
    const en = renderWithApp(<LedgerFiltersForm filters={reversed} onChange={() => {}} />, { user: admin });
    expect(screen.getByRole('alert').textContent).toBe('The first day must not be after the last.');
    en.unmount();
    renderWithApp(<LedgerFiltersForm filters={reversed} onChange={() => {}} />, { user: admin, language: 'sw' });
    expect(screen.getByRole('alert').textContent).toBe('Siku ya kwanza isiwe baada ya siku ya mwisho.');
  });
});
