/**
 * Words every lost or found post uses ('lost', 'found', 'near', Kiswahili 'ya', 'na', …) as
 * English-stemmed lexemes: dropped from the terms a match is scored on (docs/decisions/0110).
 * Kept apart from schema.ts, whose exports are the tables. Changing the list changes the
 * generated column lost_reports.terms, so it needs a migration.
 */
export const GENERIC_MATCH_LEXEMES = [
  'call', 'cha', 'changu', 'contact', 'even', 'find', 'found', 'ilipotea', 'imeokotwa', 'imepatikana', 'insid', 'item',
  'karibu', 'katika', 'kilipotea', 'kimepatikana', 'kind', 'kwa', 'kweny', 'la', 'langu', 'left', 'lose', 'lost', 'mine',
  'morn', 'na', 'ndani', 'near', 'ni', 'nimeokota', 'nimepoteza', 'owner', 'pick', 'pleas', 'someon', 'today', 'vya', 'wa',
  'wangu', 'ya', 'yangu', 'yesterday', 'za', 'zilipotea', 'zimepatikana',
] as const;
