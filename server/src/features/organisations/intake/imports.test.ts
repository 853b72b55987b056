/**
 * Importing a register as CSV (docs/decisions/0241): a preview with each row's errors and
 * nothing written; a commit that writes every row or none; text/csv or JSON; the header's rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { IMPORT_MAX_ROWS } from '@okota/shared/contracts/organisations.contract';
import { DOCUMENT_MESSAGES, MESSAGES } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createUser } from '../../../../test/factories';
import { heldItems, itemDocumentNumbers, items } from '../../../db/schema';
import { createOrganisationWithDesk, type TestUser } from '../held/held.test-support';
import { DESK_DOCUMENT_QUESTION } from '../held/holding-period';
import { IMPORT_MESSAGES } from './read-register';

const HEADER = 'title,description,category,county,nearLocation,dateFound,documentNumber,verificationQuestion1,verificationAnswer1';
const GOOD = [
  '\uFEFFcounty,Title,category,dateFound,description,documentNumber,verificationQuestion1',
  'Nairobi,National ID card,Documents,2025-11-02,"Handed in by a boda rider, near the stage",1234 5678,',
  'mombasa,"Black wallet, leather",Pochi,03/11/2025,"Found in a matatu.\r\nHas a receipt inside.",,What is inside the wallet?',
  'Kiambu,Student ID Importtest,Vitambulisho na hati,2025-11-04,Kenyatta University student card found at the gate,,',
].join('\r\n');

describe('importing a register', () => {
  let t: TestApp;
  let organisationId: string;
  let desk: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    const created = await createOrganisationWithDesk(t.app.ctx.db, { holdingDaysDocuments: 60, holdingDaysOther: 90 });
    organisationId = created.organisation.id;
    desk = created.desk;
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, commit: '0' | '1', token = desk.token, id = organisationId) =>
    t.request({ method: 'POST', url: `/api/organisations/${id}/imports?commit=${commit}`, token, headers: { 'content-type': 'text/csv' }, payload: csv });
  const itemCount = async () => (await t.app.ctx.db.select({ id: items.id }).from(items)).length;

  it('previews a good register without writing, then imports every row with its custody, in English and Kiswahili', async () => {
    const before = await itemCount();
    const preview = await importCsv(GOOD, '0');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ committed: false, rows: 3, errors: [], itemIds: [] });
    expect(await itemCount()).toBe(before);

    const res = await importCsv(GOOD, '1');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ committed: true, rows: 3, errors: [] });
    expect(result.itemIds).toHaveLength(3);
    const rows = await t.app.ctx.db.select().from(items).where(inArray(items.id, result.itemIds)).orderBy(items.id);
    expect(rows.map((row) => [row.title, row.location, String(row.dateFound).slice(0, 10)])).toEqual([
      ['National ID card', 'Nairobi', '2025-11-02'],
      ['Black wallet, leather', 'Mombasa', '2025-11-03'],
      ['Student ID Importtest', 'Kiambu', '2025-11-04'],
    ]);
    expect(rows[1].description).toBe('Found in a matatu.\r\nHas a receipt inside.');
    expect(rows.map((row) => row.verificationQuestion1)).toEqual([DESK_DOCUMENT_QUESTION, 'What is inside the wallet?', DESK_DOCUMENT_QUESTION]);
    expect(rows.every((row) => row.finderId === desk.user.id && row.images.length === 0)).toBe(true);
    const custody = await t.app.ctx.db.select().from(heldItems).where(inArray(heldItems.itemId, result.itemIds));
    expect(custody).toHaveLength(3);
    expect(custody.every((row) => row.organisationId === organisationId && row.custody === 'posted')).toBe(true);
    expect(await t.app.ctx.db.select().from(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, result.itemIds[0]))).toHaveLength(1);

    const search = (await t.request({ method: 'GET', url: '/api/items?search=Importtest' })).json();
    expect(search.items[0]).toMatchObject({ id: result.itemIds[2], heldBy: { id: organisationId, verified: true } });
  });

  it("reports each row's errors by field, in a preview and in a refused commit, and writes nothing", async () => {
    const csv = [
      HEADER,
      'Good phone,A Samsung phone found at the bus stage.,Electronics,Nairobi,,2025-11-01,,What colour is the case?,',
      'Bad,A Samsung phone found at the bus stage.,Spaceships,Atlantis,,2025-11-01,,What colour is the case?,',
      'Nokia phone,A Nokia phone found at the market.,Electronics,Nakuru,,2025-11-01,12345678,,',
      'Keys on a ring,Three keys on a red ring found at the gate.,Keys,Kisumu,,yesterday,,What is on the key ring?,',
      '',
    ].join('\n');
    const before = await itemCount();
    const preview = await importCsv(csv, '0');
    expect(preview.statusCode, preview.body).toBe(200);
    const { errors } = preview.json();
    expect(preview.json()).toMatchObject({ committed: false, rows: 4, itemIds: [] });
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 2, field: 'title', message: MESSAGES.titleMin, messageKey: 'titleMin' },
        { row: 2, field: 'category', message: IMPORT_MESSAGES.unknownCategory },
        { row: 2, field: 'county', message: MESSAGES.countyRequired, messageKey: 'countyRequired' },
        { row: 3, field: 'documentNumber', message: DOCUMENT_MESSAGES.onlyDocuments, messageKey: 'documentNumberOnlyDocuments' },
        { row: 3, field: 'verificationQuestion1', message: MESSAGES.questionRequired, messageKey: 'questionRequired' },
        { row: 4, field: 'dateFound', message: IMPORT_MESSAGES.dateFormat },
      ]),
    );
    expect(errors.some((error: { row: number }) => error.row === 1)).toBe(false);

    const refused = await importCsv(csv, '1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ committed: false, rows: 4, itemIds: [], code: 'IMPORT_ROWS_INVALID' });
    expect(refused.json().errors).toEqual(errors);
    expect(await itemCount()).toBe(before);
  });

  it('takes JSON {csv} too, and checks the header, the number of rows and broken quoting', async () => {
    const asJson = (csv: string) => t.request({ method: 'POST', url: `/api/organisations/${organisationId}/imports`, token: desk.token, payload: { csv } });
    expect((await asJson(GOOD)).json()).toMatchObject({ committed: false, rows: 3, errors: [] });

    const header = (await asJson('title,colour,category,county\nA,b,c,d')).json();
    expect(header.errors).toEqual(
      expect.arrayContaining([
        { row: 0, field: 'colour', message: IMPORT_MESSAGES.unknownColumn },
        { row: 0, field: 'description', message: IMPORT_MESSAGES.missingColumn },
        { row: 0, field: 'dateFound', message: IMPORT_MESSAGES.missingColumn },
      ]),
    );
    expect((await asJson(HEADER)).json().errors).toEqual([{ row: 0, field: '', message: IMPORT_MESSAGES.noRows }]);
    const line = 'Phone,A phone found at the stage today.,Electronics,Nairobi,,2025-11-01,,What colour is it?,';
    const tooMany = (await asJson([HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => line)].join('\n'))).json();
    expect(tooMany).toMatchObject({ rows: IMPORT_MAX_ROWS + 1, errors: [{ row: 0, message: IMPORT_MESSAGES.tooManyRows }] });
    const broken = (await asJson(`${HEADER}\n"Phone,unclosed`)).json();
    expect(broken.errors[0].message).toMatch(/not closed \(line 2\)/);
    expect((await asJson(`${HEADER}\n${line},extra`)).json().errors).toEqual([{ row: 1, field: '', message: IMPORT_MESSAGES.extraFields }]);
  });

  it('is for the desk of a verified organisation only', async () => {
    const outsider = await createUser(t.app.ctx.db);
    expect((await importCsv(GOOD, '1', outsider.token)).statusCode).toBe(403);
    expect((await importCsv(GOOD, '0', '')).statusCode).toBe(401);
    expect((await importCsv(GOOD, '0', desk.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const pending = await createOrganisationWithDesk(t.app.ctx.db, { status: 'pending' });
    expect((await importCsv(GOOD, '1', pending.desk.token, pending.organisation.id)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: `/api/organisations/${organisationId}/imports?commit=2`, token: desk.token, payload: { csv: GOOD } })).statusCode,
    ).toBe(400);
  });
});
