// @vitest-environment happy-dom
/** "Was my document found?": the number's shape checked first (the shared message, both languages), then the lookup's answer. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, reply } from '../../../test-support/render';
import { DocumentLookupBox } from './document-lookup-box';

describe('document lookup box', () => {
  it('refuses a number that cannot be a document number, in Kiswahili, without asking the server', () => {
    const view = renderWithApp(<DocumentLookupBox />, { language: 'sw', path: '/search' });
    fireEvent.change(screen.getByLabelText('Nambari ya hati'), { target: { value: 'AB#1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angalia' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Andika nambari kama ilivyochapishwa/);
    expect(view.calls.some((call) => call.path === '/api/documents/lookup')).toBe(false);
  });

  it('tells where and when a document was found, with a link to it', async () => {
    const view = renderWithApp(<DocumentLookupBox />, {
      path: '/search',
      routes: { 'POST /api/documents/lookup': () => ({ found: true, items: [{ id: 41, county: 'Kisumu', dateFound: '2026-03-02' }] }) },
    });
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Good news: a document with this number was found.')).toBeTruthy();
    expect(screen.getByText(/^Found in Kisumu on/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it to claim it' }).getAttribute('href')).toBe('/item/41');
    expect(view.calls.find((call) => call.path === '/api/documents/lookup')?.body).toEqual({ number: '12345678' });
  });

  it('offers a lost report when nothing was found, and says when the checks are used up', async () => {
    const view = renderWithApp(<DocumentLookupBox />, { path: '/search', routes: { 'POST /api/documents/lookup': () => ({ found: false }) } });
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'A1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No document with this number has been found yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tell me when it is found' })).toBeTruthy();
    view.unmount();
    renderWithApp(<DocumentLookupBox />, {
      path: '/search',
      language: 'sw',
      routes: { 'POST /api/documents/lookup': () => reply(429, { code: 'TOO_MANY_REQUESTS', message: 'x', params: {} }) },
    });
    fireEvent.change(screen.getByLabelText('Nambari ya hati'), { target: { value: 'A1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Angalia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Umeangalia nambari nyingi. Tafadhali subiri kisha ujaribu tena baadaye.');
  });
});
