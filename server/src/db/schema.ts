/**
 * The whole data model, one file per domain under schema/ (docs/product/admin-and-platform.md section 3, plus notifications, audit log,
 * reports, contact messages, jobs, temporary uploads and rate-limit counters).
 * Amounts are whole Kenyan shillings (integers): M-Pesa accepts whole amounts only.
 */
export * from './schema/accounts';
export * from './schema/analytics';
export * from './schema/items';
export * from './schema/claims';
export * from './schema/payments';
export * from './schema/paybill';
export * from './schema/social';
export * from './schema/moderation';
export * from './schema/platform';
export * from './schema/lost-reports';
export * from './schema/sms';
export * from './schema/documents';
export * from './schema/organisations';
export * from './schema/whatsapp';
