// @vitest-environment happy-dom
/**
 * The one county picker (county-select.tsx): "Select a county" then the 47 counties, Nairobi
 * first, in both languages, and a form that registers it gets the county chosen.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { COUNTIES } from '@okota/shared/counties';
import { renderWithApp } from '../test-support/render';
import { CountySelect } from './county-select';

function WhereForm({ onSubmit }: { onSubmit: (values: { county: string }) => void }) {
  const form = useForm<{ county: string }>({ defaultValues: { county: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <CountySelect label="Where" {...form.register('county')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the county picker', () => {
  it('offers "Select a county" and the 47 counties, Nairobi first, and gives the form the one chosen', async () => {
    const chosen: string[] = [];
    renderWithApp(<WhereForm onSubmit={({ county }) => chosen.push(county)} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select a county', ...COUNTIES]);
    expect(options[1]).toBe('Nairobi');

    fireEvent.change(screen.getByLabelText('Where'), { target: { value: 'Kisumu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(chosen).toEqual(['Kisumu']));
  });

  it('says "Chagua kaunti" in Kiswahili', () => {
    renderWithApp(<CountySelect label="Mahali" />, { language: 'sw' });
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Chagua kaunti');
    expect(screen.getAllByRole('option')).toHaveLength(48);
  });
});
