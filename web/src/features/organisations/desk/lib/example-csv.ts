/** The example register the import screen offers: the header row and one Documents and one other item. */
import { IMPORT_COLUMNS } from '@okota/shared/contracts/organisations.contract';

const rows: Record<(typeof IMPORT_COLUMNS)[number], string>[] = [
  {
    title: 'National ID card',
    description: 'Kenyan national ID card handed in at the counter',
    category: 'Documents',
    county: 'Nairobi',
    nearLocation: 'Kencom bus stop',
    dateFound: '2026-01-15',
    documentNumber: '12345678',
    verificationQuestion1: '',
    verificationAnswer1: '',
  },
  {
    title: 'Black Tecno phone',
    description: 'Black Tecno Spark phone with a cracked screen protector',
    category: 'Electronics',
    county: 'Nairobi',
    nearLocation: 'Archives matatu stage',
    dateFound: '2026-01-16',
    documentNumber: '',
    verificationQuestion1: 'What is the lock screen picture?',
    verificationAnswer1: 'A red car',
  },
];

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const EXAMPLE_CSV = [IMPORT_COLUMNS.join(','), ...rows.map((row) => IMPORT_COLUMNS.map((column) => cell(row[column])).join(','))].join('\n') + '\n';

export const exampleCsvHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(EXAMPLE_CSV)}`;
