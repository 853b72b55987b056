// @vitest-environment happy-dom
/** Deleting a category: an empty one at once; one with items only after choosing where they move. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../test-support/render';
import type { AdminCategory } from '../api/types';
import { DeleteCategoryDialog } from './delete-category-dialog';

const admin = { ...USER, role: 'admin' as const };
const category = (id: number, name: string, itemCount: number) => ({ id, name, icon: 'package', description: null, itemCount }) as unknown as AdminCategory;

describe('delete category dialog', () => {
  it('deletes an empty category at once', () => {
    const chosen: Array<number | undefined> = [];
    renderWithApp(
      <DeleteCategoryDialog category={category(3, 'Bags', 0)} others={[]} pending={false} onClose={() => {}} onConfirm={(to) => chosen.push(to)} />,
      { user: admin },
    );
    expect(screen.getByText('This action cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(chosen).toEqual([undefined]);
  });

  it('asks where the items go before deleting a full one, in Kiswahili', () => {
    const chosen: Array<number | undefined> = [];
    renderWithApp(
      <DeleteCategoryDialog
        category={category(3, 'Bags', 2)}
        others={[category(1, 'Electronics', 5)]}
        pending={false}
        onClose={() => {}}
        onConfirm={(to) => chosen.push(to)}
      />,
      { user: admin, language: 'sw' },
    );
    const confirm = screen.getByRole('button', { name: 'Hamisha na ufute' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Hamishia vitu kwenye'), { target: { value: '1' } });
    fireEvent.click(confirm);
    expect(chosen).toEqual([1]);
  });
});
