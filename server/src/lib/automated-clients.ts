/**
 * Crawlers, link-preview fetchers and scripted clients, told apart by their user-agent, so that
 * counts meant for people (an item's views) leave them out (docs/decisions/0258). A shared link is
 * fetched by the preview bot of every chat it is posted in. Named clients only: a bare "bot" would
 * also match phones such as the Cubot. A missing user-agent is taken as a person's.
 */
const AUTOMATED_CLIENT =
  /googlebot|bingbot|facebookexternalhit|facebot|whatsapp|twitterbot|telegrambot|slackbot|linkedinbot|discordbot|applebot|duckduckbot|yandexbot|baiduspider|ahrefsbot|semrushbot|\bcurl\/|\bwget\/|python-requests|go-http-client/i;

export function isAutomatedClient(userAgent: string | undefined): boolean {
  return userAgent !== undefined && AUTOMATED_CLIENT.test(userAgent);
}
