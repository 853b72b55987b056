/**
 * The readable copy of a data download (GET /api/me/export?format=html, docs/decisions/0235): the
 * same document as the JSON file, drawn as one printable page in its language. Nothing is read
 * again: the page is made from the document, so both always hold the same data. Codes whose words
 * stand beside them (status and statusText) show the words only; every other field has a label
 * (export-html-words.ts). Self-contained (no script, no outside file): it is saved and opened
 * from the phone's downloads, and printed or kept as PDF from there.
 */
import { categoryDisplayName } from '@okota/shared';
import type { ExportDocument } from '@okota/shared/contracts/personal-data.contract';
import { exportHtmlWords, type ExportHtmlWords } from './export-html-words';

/** Top-level fields drawn in the header rather than as sections. */
const HEADER_FIELDS = new Set(['format', 'exportedAt', 'language', 'about']);
/** Codes shown by their words (statusText, roleText…) or by the text they come with. */
const CODE_FIELDS = new Set(['payoutStatus', 'role', 'direction', 'type', 'kind', 'targetType']);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Draw {
  words: ExportHtmlWords;
  language: 'en' | 'sw';
  dateTime: Intl.DateTimeFormat;
}

export function renderExportHtml(document: ExportDocument): string {
  const language = document.language === 'sw' ? 'sw' : 'en';
  const words = exportHtmlWords(language);
  const draw: Draw = {
    words,
    language,
    dateTime: new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }),
  };
  const sections = Object.entries(document)
    .filter(([key]) => !HEADER_FIELDS.has(key))
    .map(([key, value]) => `<section><h2>${escapeHtml(words.sections[key] ?? key)}</h2>${drawValue(key, value, draw)}</section>`);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#0f172a;max-width:760px;margin:0 auto;padding:16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;border-bottom:2px solid #047857;padding-bottom:2px;margin:28px 0 8px}
dl{display:grid;grid-template-columns:minmax(8em,30%) 1fr;gap:2px 12px;margin:0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
.card{border:1px solid #cbd5e1;border-radius:8px;padding:8px 10px;margin:8px 0;break-inside:avoid}ul{margin:0;padding-left:1.2em}
.muted{color:#475569}a{color:#047857}
</style></head>
<body><h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(document.about)}</p>
<p class="muted">${escapeHtml(words.labels.exportedAt)}: ${escapeHtml(draw.dateTime.format(new Date(document.exportedAt)))}. ${escapeHtml(words.printHint)}</p>
${sections.join('\n')}
</body></html>
`;
}

function drawValue(key: string, value: unknown, draw: Draw): string {
  const { words } = draw;
  if (value === null || value === undefined || value === '') return `<span class="muted">${escapeHtml(words.none)}</span>`;
  if (typeof value === 'boolean') return escapeHtml(value ? words.yes : words.no);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return drawText(key, value, draw);
  if (Array.isArray(value)) {
    if (!value.length) return `<span class="muted">${escapeHtml(words.none)}</span>`;
    if (value.every((entry) => entry === null || typeof entry !== 'object')) {
      return `<ul>${value.map((entry) => `<li>${drawValue(key, entry, draw)}</li>`).join('')}</ul>`;
    }
    return value.map((entry) => `<div class="card">${drawValue(key, entry, draw)}</div>`).join('');
  }
  const fields = Object.entries(value as Record<string, unknown>).filter(([field]) => shown(field, value as Record<string, unknown>));
  return `<dl>${fields.map(([field, inner]) => `<dt>${escapeHtml(words.labels[field] ?? field)}</dt><dd>${drawValue(field, inner, draw)}</dd>`).join('')}</dl>`;
}

function drawText(key: string, text: string, draw: Draw): string {
  if (/^https?:\/\//.test(text)) return `<a href="${escapeHtml(text)}">${escapeHtml(text)}</a>`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return escapeHtml(draw.dateTime.format(new Date(text)));
  if (key === 'category') return escapeHtml(categoryDisplayName(text, draw.language));
  if (key === 'language' || key === 'ussdLanguage') return escapeHtml(draw.words.languages[text] ?? text);
  return escapeHtml(text);
}

/** A code is left out where its words stand beside it. */
function shown(field: string, record: Record<string, unknown>): boolean {
  if (CODE_FIELDS.has(field)) return false;
  return !(field === 'status' && 'statusText' in record);
}

/** Every field label the page needs for a document (the test checks none is missing). */
export function fieldsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((entry) => fieldsOf(entry, into));
  else if (value && typeof value === 'object') {
    for (const [field, inner] of Object.entries(value)) {
      if (!shown(field, value as Record<string, unknown>)) continue;
      into.add(field);
      fieldsOf(inner, into);
    }
  }
  return into;
}
