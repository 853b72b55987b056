/** GET /api/admin/ledger.csv with the filters on screen, saved as the file the server names. */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';
import { ledgerFileName, ledgerSearch, type LedgerFilters } from '../lib/ledger';

export async function downloadLedgerCsv(filters: LedgerFilters): Promise<string> {
  const { blob, fileName } = await apiFile(`/api/admin/ledger.csv${ledgerSearch(filters)}`);
  const name = fileName ?? ledgerFileName(filters);
  saveFile(blob, name);
  return name;
}

export const useDownloadLedgerCsv = () => useMutation({ mutationFn: downloadLedgerCsv });
