// @vitest-environment happy-dom
/**
 * The register's preview: a row error worded by a shared message is shown in the reader's
 * language by the key the server sends beside it (docs/decisions/0275); the importer's own
 * English sentences are named by their column in Kiswahili instead.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp } from '../../../../test-support/render';
import type { ImportResult } from '../api/types';
import { ImportPreview } from './import-result';

const result: ImportResult = {
  committed: false,
  rows: 3,
  itemIds: [],
  errors: [
    { row: 3, field: 'category', message: 'Unknown category' },
    { row: 2, field: 'verificationQuestion1', message: 'At least one security question is required (minimum 10 characters)', messageKey: 'questionRequired' },
  ],
};

describe('import preview', () => {
  it('lists each problem by row, in English as the server words it', () => {
    renderWithApp(<ImportPreview result={result} />, { user: USER });
    expect(screen.getByText('3 rows read')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('2 problems to fix');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['2verificationQuestion1At least one security question is required (minimum 10 characters)', '3categoryUnknown category']);
  });

  it('translates a keyed problem and names the column of an English-only one, in Kiswahili', () => {
    renderWithApp(<ImportPreview result={result} />, { user: USER, language: 'sw' });
    expect(screen.getByText('Angalau swali moja la usalama linahitajika (herufi 10 au zaidi)')).toBeTruthy();
    expect(screen.getByText('Tumia aina kama Okota inavyoiita, mf. Documents, Electronics, Wallets.')).toBeTruthy();
    expect(screen.queryByText('Unknown category')).toBeNull();
  });

  it('says when every row can be imported', () => {
    renderWithApp(<ImportPreview result={{ ...result, errors: [] }} />, { user: USER, language: 'sw' });
    expect(screen.getByText('Hakuna makosa: kila mstari unaweza kuingizwa.')).toBeTruthy();
  });
});
