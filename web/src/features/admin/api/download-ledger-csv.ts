/** GET /api/admin/ledger.csv with the filters on screen, saved as the file the server names. */
import { useMutation } from '@tanstack/react-query';
import * as adminPaymentsApi from '@okota/shared/contracts/admin-payments.api';
import { callFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { ledgerFileName, ledgerQuery, type LedgerFilters } from '../lib/ledger';

export async function downloadLedgerCsv(filters: LedgerFilters): Promise<string> {
  const { blob, fileName } = await callFile(adminPaymentsApi.ledgerCsv, { query: ledgerQuery(filters) });
  const name = fileName ?? ledgerFileName(filters);
  saveFile(blob, name);
  return name;
}

export const useDownloadLedgerCsv = () => useMutation({ mutationFn: downloadLedgerCsv });
