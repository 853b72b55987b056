import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, mailsTo, newPage, waitForSmsCode } from './browser';

/** The newest e-mail to an address whose subject matches, waiting for it to arrive. */
async function waitForMail(address: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = (await mailsTo(address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail "${subject}" to ${address}`);
}

let counter = 0;
function newPerson() {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    firstName: 'Wanjiku',
    lastName: 'Kamau',
    email: `wanjiku-${stamp}@example.com`,
    phone: `07${stamp.slice(-8)}`,
    password: 'Mzuri-Sana-2025',
  };
}

/** An account made through the API, for journeys that start after sign-up. */
async function createAccount(person = newPerson()) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/send-otp', { email: person.email })).status).toBe(200);
  const code = /\d{6}/.exec((await waitForMail(person.email, /\d{6}/)).subject)![0];
  const { lastName, firstName, email, phone, password } = person;
  const created = await post('/api/auth/verify-otp', {
    email,
    otp: code,
    registrationData: { firstName, lastName, email, phone, password, acceptTerms: true },
  });
  expect(created.status).toBe(201);
  return person;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('accounts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('signs up with the e-mailed code, chooses Finder, signs out, and signs in again', async () => {
    const person = newPerson();
    const { page, context, errors } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Use email instead' }).click();
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone number').fill(person.phone);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const mail = await waitForMail(person.email, /\d{6}/);
    const code = /\d{6}/.exec(mail.subject)![0];
    expect(mail.text).toContain(code);

    const submit = page.getByRole('button', { name: 'Verify and Create Account' });
    await page.getByLabel('6-digit code').fill(code.slice(0, 5));
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('6-digit code').fill(code);
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    await page.getByText('Account created').first().waitFor();
    // Asked for the SMS code of the number just given (skippable): the code is in the SMS outbox.
    await page.getByRole('heading', { name: 'Confirm your phone number' }).waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const roleChoice = page.getByRole('dialog', { name: 'What brings you to Okota today?' });
    await roleChoice.getByRole('button', { name: /I lost something/ }).waitFor();
    await roleChoice.getByRole('button', { name: /I found something/ }).click();
    await page.waitForURL('**/finder-dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(`${person.firstName} ${person.lastName}`).waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await signIn(page, person.email, 'Wrong-Password-1');
    await page.getByText('Login failed').waitFor();
    await page.getByText('Invalid email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await signIn(page, person.email, person.password);
    await page.getByText('Welcome back').waitFor();
    await page.waitForURL('**/finder-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs up by phone with the SMS code, and signs in with the number in another spelling', async () => {
    const person = newPerson();
    const { page, context, errors } = await newPage(browser);
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Phone number').fill(person.phone);
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByRole('button', { name: 'Send Code by SMS' }).click();
    await page.getByRole('heading', { name: 'Enter the code from the SMS' }).waitFor();
    await page.getByLabel('6-digit code').fill(await waitForSmsCode(person.phone));
    await page.getByLabel('Choose a password').fill(person.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created').first().waitFor();
    const roleChoice = page.getByRole('dialog', { name: 'What brings you to Okota today?' });
    await roleChoice.getByRole('button', { name: /I lost something/ }).click();
    await page.waitForURL('**/claimer-dashboard');

    // No e-mail was asked for; the profile offers to add one, proved by its own code (0230).
    await page.goto('/profile');
    const addEmail = page.getByRole('region', { name: 'Add an e-mail (optional)' });
    await addEmail.getByLabel('E-mail address').fill(person.email);
    await addEmail.getByRole('button', { name: 'Send Code' }).click();
    const codeMail = await waitForMail(person.email, /\d{6}/);
    await addEmail.getByLabel('Code from the e-mail').fill(/\d{6}/.exec(codeMail.subject)![0]);
    await addEmail.getByRole('button', { name: 'Confirm E-mail' }).click();
    await addEmail.waitFor({ state: 'detached' });
    await page.getByText(person.email, { exact: true }).waitFor();
    await context.close();

    const again = await newPage(browser);
    await signIn(again.page, `+254${person.phone.slice(1)}`, person.password);
    await again.page.waitForURL('**/claimer-dashboard');
    expect([...errors, ...again.errors]).toEqual([]);
    await again.context.close();
  });

  it("shows the spec's messages on an empty or mistyped sign-up form", async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth?tab=signup');
    await page.getByRole('button', { name: 'Use email instead' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Password must be at least 8 characters',
      'You must accept the terms and conditions to continue',
    ]) {
      await page.getByText(message).first().waitFor();
    }
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Abcdefg1');
    await page.getByLabel('Confirm password').fill('Abcdefg2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Must be a valid Kenyan mobile number (07XX or 01XX)').waitFor();
    await page.getByText("Passwords don't match").waitFor();
    await context.close();
  });

  it('recovers a forgotten password through the e-mailed link', async () => {
    const person = await createAccount();
    const { page, context, errors } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Reset link sent').waitFor();

    const mail = await waitForMail(person.email, /Reset your Okota password/);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('Mpya-Kabisa-7');
    await page.getByLabel('Confirm new password').fill('Mpya-Kabisa-7');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful').waitFor();
    await page.waitForURL('**/auth');

    await signIn(page, person.email, 'Mpya-Kabisa-7');
    await page.waitForURL((url) => url.pathname === '/claimer-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a reset page without a token back to /auth with "Invalid reset link"', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reset-password');
    await page.getByText('Invalid reset link').waitFor();
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('keeps one account menu with what a person found and lost, and shows the Admin badge to the admin only', async () => {
    const person = await createAccount();
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signIn(page, person.email, person.password);
    await page.waitForURL('**/claimer-dashboard');
    expect(await page.getByText('Admin', { exact: true }).count()).toBe(0);
    const topBar = page.getByRole('navigation', { name: 'Menu' });
    await topBar.getByRole('link', { name: 'Search found items' }).waitFor();
    await topBar.getByRole('link', { name: 'Post a found item' }).waitFor();
    // No second menu that picks a "mode".
    expect(await page.getByText(/Mode|Claimer/).count()).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Things I lost' }).waitFor();
    await page.getByRole('menuitem', { name: 'Things I found' }).click();
    await page.waitForURL('**/finder-dashboard');
    // The dashboard opened last is where / leads next time.
    await page.goto('/');
    await page.waitForURL('**/finder-dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByRole('menuitem', { name: 'Admin Dashboard' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signIn(page, 'admin@okota.test', 'Admin-Pass-123');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Admin', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-in user who opens /auth to /', async () => {
    const person = await createAccount();
    const { page, context } = await newPage(browser);
    await signIn(page, person.email, person.password);
    await page.waitForURL('**/claimer-dashboard');
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname !== '/auth');
    await context.close();
  });
});
