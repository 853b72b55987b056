/**
 * Members invited by phone (issue 28, docs/decisions/0240), over HTTP with the SMS simulator: the
 * invitation SMS in the invitee's language (or both languages for a number with no account),
 * never quoting the organisation's typed name; only the invited number's verified account may
 * accept; desk members cannot manage members; the last manager stays.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { startSmsApp, type SmsTestApp } from '../sms/sms.test-support';
import { addMember, createOrganisation, freshOrgPhone } from './organisations.test-support';
import { LAST_MANAGER } from './manage-members';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.sms.reset();
});

/** A name nobody would write in an SMS of ours: if it shows up, the SMS quoted it. */
const TYPED_NAME = 'Zebra Crossing Lost Property Desk';
const person = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.app.ctx.db, { phone: freshOrgPhone(), ...overrides });
const invite = (id: string, token: string, payload: object) => t.request({ method: 'POST', url: `/api/organisations/${id}/members`, token, payload });
const accept = (id: string, token: string) => t.request({ method: 'POST', url: `/api/organisations/${id}/members/accept`, token });
const members = async (id: string, token: string) => (await t.request({ method: 'GET', url: `/api/organisations/${id}/members`, token })).json().members;
const mine = async (token: string) => (await t.request({ method: 'GET', url: '/api/organisations/mine', token })).json();

async function smsTo(phone: string) {
  await t.runJobs();
  return t.sms.outbox(phone);
}

describe('inviting members by phone', () => {
  it('sends an account holder the invitation in their language, without the typed name; only that number accepts', async () => {
    const manager = await person();
    const org = await createOrganisation(t.app.ctx.db, manager.user, { name: TYPED_NAME });
    const invitee = await person({ language: 'sw' });
    const stranger = await person();

    const res = await invite(org.id, manager.token, { phone: invitee.user.phone.replace('+254', '0'), role: 'desk' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().member).toMatchObject({ phone: invitee.user.phone, role: 'desk', accepted: false, name: null });
    const [sms] = await smsTo(invitee.user.phone);
    expect(sms.text).toContain('umealikwa kujiunga na shirika kama mhudumu wa dawati');
    expect(sms.text).toContain(`${t.origin}/organisations`);
    expect(sms.text).not.toMatch(/Zebra|Crossing/i);

    expect((await mine(invitee.token)).invitations).toEqual([expect.objectContaining({ organisationId: org.id, organisationName: TYPED_NAME, role: 'desk' })]);
    expect((await mine(stranger.token)).invitations).toEqual([]);
    expect((await accept(org.id, stranger.token)).statusCode).toBe(404);

    const accepted = await accept(org.id, invitee.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().member).toMatchObject({ accepted: true, role: 'desk', name: `${invitee.user.firstName} ${invitee.user.lastName}` });
    expect((await mine(invitee.token)).organisations).toEqual([expect.objectContaining({ id: org.id, role: 'desk' })]);
    expect((await accept(org.id, invitee.token)).statusCode).toBe(404);
    expect((await invite(org.id, manager.token, { phone: invitee.user.phone, role: 'manager' })).statusCode).toBe(409);
  });

  it('texts a number with no account in English and Kiswahili, and an unverified account cannot accept until it proves the number', async () => {
    const manager = await person();
    const org = await createOrganisation(t.app.ctx.db, manager.user, { name: TYPED_NAME });
    const phone = freshOrgPhone();
    expect((await invite(org.id, manager.token, { phone, role: 'manager' })).statusCode).toBe(201);
    const [sms] = await smsTo(phone);
    expect(sms.text).toContain('as a manager');
    expect(sms.text).toContain('Umealikwa kwenye shirika kama meneja');
    expect(sms.text).not.toMatch(/Zebra|Crossing/i);

    const later = await person({ phone, phoneVerified: false });
    expect((await mine(later.token)).invitations).toEqual([]);
    expect((await accept(org.id, later.token)).statusCode).toBe(403);
  });

  it('lets only managers of a verified organisation invite: desk 403, outsider 403, pending organisation 403', async () => {
    const manager = await person();
    const desk = await person();
    const outsider = await person();
    const org = await createOrganisation(t.app.ctx.db, manager.user);
    await addMember(t.app.ctx.db, org.id, desk.user, 'desk');
    const phone = freshOrgPhone();
    expect((await invite(org.id, desk.token, { phone, role: 'desk' })).statusCode).toBe(403);
    expect((await invite(org.id, outsider.token, { phone, role: 'desk' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/organisations/${org.id}/members`, token: desk.token })).statusCode).toBe(403);
    expect((await invite(org.id, manager.token, { phone: '0812345678', role: 'desk' })).statusCode).toBe(400);
    expect((await invite(org.id, manager.token, { phone, role: 'owner' })).statusCode).toBe(400);

    const pending = await createOrganisation(t.app.ctx.db, manager.user, { status: 'pending' });
    expect((await invite(pending.id, manager.token, { phone, role: 'desk' })).statusCode).toBe(403);
    expect(await smsTo(phone)).toEqual([]);
  });
});

describe('removing members', () => {
  it('never removes the last manager (409); removes desk members and withdraws invitations', async () => {
    const manager = await person();
    const desk = await person();
    const org = await createOrganisation(t.app.ctx.db, manager.user);
    const deskRow = await addMember(t.app.ctx.db, org.id, desk.user, 'desk');
    const list = await members(org.id, manager.token);
    expect(list.map((m: { role: string }) => m.role)).toEqual(['manager', 'desk']);
    const managerRow = list.find((m: { role: string }) => m.role === 'manager');

    const last = await t.request({ method: 'DELETE', url: `/api/organisations/${org.id}/members/${managerRow.id}`, token: manager.token });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_MANAGER);
    expect(last.json().code).toBe('ORG_LAST_MANAGER');
    expect((await t.request({ method: 'DELETE', url: `/api/organisations/${org.id}/members/${deskRow.id}`, token: desk.token })).statusCode).toBe(403);

    const removed = await t.request({ method: 'DELETE', url: `/api/organisations/${org.id}/members/${deskRow.id}`, token: manager.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await mine(desk.token)).organisations).toEqual([]);
    expect((await t.request({ method: 'DELETE', url: `/api/organisations/${org.id}/members/${deskRow.id}`, token: manager.token })).statusCode).toBe(404);

    // A second manager joins by invitation; then the first may leave.
    const second = await person();
    await invite(org.id, manager.token, { phone: second.user.phone, role: 'manager' });
    expect((await accept(org.id, second.token)).statusCode).toBe(200);
    const gone = await t.request({ method: 'DELETE', url: `/api/organisations/${org.id}/members/${managerRow.id}`, token: second.token });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await members(org.id, second.token)).map((m: { phone: string }) => m.phone)).toEqual([second.user.phone]);
  });

  it('renews an invitation to a removed number', async () => {
    const manager = await person();
    const desk = await person();
    const org = await createOrganisation(t.app.ctx.db, manager.user);
    const row = await addMember(t.app.ctx.db, org.id, desk.user, 'desk');
    await t.request({ method: 'DELETE', url: `/api/organisations/${org.id}/members/${row.id}`, token: manager.token });
    const again = await invite(org.id, manager.token, { phone: desk.user.phone, role: 'manager' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().member).toMatchObject({ id: row.id, role: 'manager', accepted: false });
    expect((await accept(org.id, desk.token)).json().member).toMatchObject({ role: 'manager', accepted: true });
  });
});
