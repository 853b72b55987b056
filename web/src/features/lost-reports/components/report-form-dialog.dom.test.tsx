// @vitest-environment happy-dom
/**
 * The lost-report form: the shared schema's messages in both languages (the lost report's own
 * rules are shared keys too), the report sent to /api/lost-reports, and a field the server
 * refuses shown in Kiswahili by the key it sends (docs/decisions/0275).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER, renderWithApp, reply } from '../../../test-support/render';
import { ReportFormDialog } from './report-form-dialog';

function fill(labels: { title: RegExp; category: RegExp; county: RegExp; description: RegExp }) {
  fireEvent.change(screen.getByLabelText(labels.title), { target: { value: 'Black Tecno phone' } });
  fireEvent.change(screen.getByLabelText(labels.category), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText(labels.county), { target: { value: 'Nairobi' } });
  fireEvent.change(screen.getByLabelText(labels.description), { target: { value: 'Clear cover with an Arsenal sticker.' } });
}
const EN = { title: /What did you lose/, category: /^Category/, county: /County where you lost it/, description: /^Description/ };
const SW = { title: /Ulipoteza nini/, category: /^Aina/, county: /Kaunti ulipokipoteza/, description: /^Maelezo/ };

describe('lost report form', () => {
  it('refuses a short title and no way to be told, in Kiswahili', async () => {
    const view = renderWithApp(<ReportFormDialog open onOpenChange={() => {}} />, { user: USER, language: 'sw' });
    fireEvent.change(screen.getByLabelText(SW.title), { target: { value: 'Simu' } });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Anza kutafuta' }));
    expect(await screen.findByText('Kichwa lazima kiwe na angalau herufi 5')).toBeTruthy();
    expect(screen.getByText('Chagua angalau njia moja ya kukujulisha')).toBeTruthy();
    expect(screen.getByText('Tafadhali chagua kaunti')).toBeTruthy();
    expect(view.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the report as JSON without a photo', async () => {
    let open = true;
    const view = renderWithApp(<ReportFormDialog open onOpenChange={(next) => (open = next)} />, {
      user: USER,
      routes: { 'POST /api/lost-reports': () => ({ id: 8 }) },
    });
    await screen.findByRole('option', { name: 'Electronics' });
    fill(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Start looking' }));
    await waitFor(() => expect(open).toBe(false));
    expect(view.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Black Tecno phone',
      categoryId: 1,
      county: 'Nairobi',
      notifyInApp: true,
      notifyEmail: true,
      notifyPush: true,
    });
  });

  it("shows the server's refused date by its key, in Kiswahili", async () => {
    renderWithApp(<ReportFormDialog open onOpenChange={() => {}} />, {
      user: USER,
      language: 'sw',
      routes: {
        'POST /api/lost-reports': () =>
          reply(400, {
            code: 'VALIDATION_FAILED',
            message: 'The date lost must be within the last year',
            messageKey: 'dateLostTooOld',
            params: {},
            errors: { dateLost: 'The date lost must be within the last year' },
            errorKeys: { dateLost: 'dateLostTooOld' },
          }),
      },
    });
    await screen.findByRole('option', { name: /Electronics|Vifaa/ });
    fill(SW);
    fireEvent.click(screen.getByRole('button', { name: 'Anza kutafuta' }));
    await waitFor(() => expect(screen.getAllByText('Tarehe ya kupoteza lazima iwe ndani ya mwaka mmoja uliopita').length).toBeGreaterThan(0));
    expect(screen.queryByText('The date lost must be within the last year')).toBeNull();
  });
});
