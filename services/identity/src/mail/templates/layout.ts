import type { Locale } from '@creators/contracts';

/** A mail as it is sent: subject, plain text and HTML, in one language. */
export interface RenderedMail {
  locale: Locale;
  subject: string;
  text: string;
  html: string;
}

/** What a template writes: a greeting, paragraphs, at most one button (a link) and a closing line. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  signature: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML: names and addresses people typed are never markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The plain-text and HTML forms of the same content (every mail carries both). */
export function renderContent(locale: Locale, content: MailContent): RenderedMail {
  const after = content.after ?? [];
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...after,
    content.signature,
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f6f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    button,
    ...after.map(paragraph),
    paragraph(content.signature),
    '</div></body></html>',
  ].join('\n');
  return { locale, subject: content.subject, text: `${text}\n`, html };
}
