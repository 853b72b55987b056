/**
 * One plain layout for every e-mail: a single narrow column with inline styles (what phone mail
 * apps render reliably), and a text body saying the same thing.
 */
export type MailLanguage = 'en' | 'sw';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'quote'; label: string; text: string }
  /** Label and value lines, as a receipt lists them. */
  | { kind: 'facts'; rows: Array<[label: string, value: string]> };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER: Record<MailLanguage, (support: string) => string> = {
  en: (support) => `Okota — lost and found in Kenya. Questions? ${support}, 8 AM to 8 PM EAT.`,
  sw: (support) => `Okota — vilivyopotea na kupatikana Kenya. Maswali? ${support}, saa 2 asubuhi hadi saa 2 usiku.`,
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;padding:14px 8px;background:#f0fdfa;border-radius:8px;text-align:center;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace;color:#115e59">${escapeHtml(block.code)}</p>`;
    case 'button':
      return (
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;border-radius:8px;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.4;color:#475569;word-break:break-all">${escapeHtml(block.url)}</p>`
      );
    case 'quote':
      return (
        `<p style="margin:0 0 4px;font-size:14px;font-weight:bold;color:#475569">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;padding:10px 12px;border-left:4px solid #f59e0b;background:#fffbeb;font-size:16px;line-height:1.5">${escapeHtml(block.text)}</p>`
      );
    case 'facts':
      return `<table role="presentation" style="margin:0 0 16px;width:100%;border-collapse:collapse;font-size:15px;line-height:1.4">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 8px 6px 0;color:#475569;vertical-align:top">${escapeHtml(label)}</td>` +
            `<td style="padding:6px 0;font-weight:bold;text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'quote':
      return `${block.label}\n${block.text}`;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

export function renderMail(options: { language: MailLanguage; subject: string; heading: string; blocks: Block[]; supportEmail: string }): RenderedMail {
  const { language, subject, heading, blocks, supportEmail } = options;
  const footer = FOOTER[language](supportEmail);
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;color:#0f172a;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:480px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 12px;font-size:22px;font-weight:bold;color:#0f766e">Okota</p>
<div style="background:#ffffff;border-radius:12px;padding:24px 20px">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;line-height:1.4;color:#64748b">${escapeHtml(footer)}</p>
</div>
</body>
</html>`;
  const text = [heading, '', ...blocks.flatMap((block) => [blockText(block), '']), '--', footer].join('\n');
  return { subject, text, html };
}
