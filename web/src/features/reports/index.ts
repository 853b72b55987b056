/**
 * The reports feature: "Report this item" and "Report this user". Only the item page shows them,
 * and it is a page of its own (loaded with its route), so the button comes with the page's code:
 * drawn by the server, it answers a tap as soon as the page is hydrated, not after one more
 * download (its dialog and strings never reach the landing page either way).
 */
export { default as ReportButton, type ReportButtonProps } from './components/report-button';
