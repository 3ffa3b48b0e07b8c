import 'server-only';
import { absoluteUrl } from '../site';
import { brandTokens } from './brand-tokens';

/** The shop as an e-mail signs it: its name and how to reach it. */
export interface Sender {
  name: string;
  email: string;
  phone: string;
}

/** The shop as its settings name it, signing an e-mail. */
export function senderOf(settings: { storeName: string; companyEmail: string; companyPhone: string }): Sender {
  return { name: settings.storeName, email: settings.companyEmail, phone: settings.companyPhone };
}

/** What an e-mail says, in blocks that become both its HTML part and its plain-text part. */
export type Block =
  | { p: string }
  | { button: string; href: string }
  | { rows: [label: string, value: string][] }
  | { items: { title: string; detail: string; amount: string }[] };

export interface EmailContent {
  subject: string;
  heading: string;
  blocks: Block[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A shop path as a full address; an address already full stays as it is. */
const full = (href: string) => (href.startsWith('http') ? href : absoluteUrl(href));

function textBlock(block: Block): string {
  if ('p' in block) return block.p;
  if ('button' in block) return `${block.button}: ${full(block.href)}`;
  if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.items.map((item) => `- ${item.title}${item.detail ? ` (${item.detail})` : ''}: ${item.amount}`).join('\n');
}

/**
 * One block as e-mail HTML: tables and inline styles only (what Gmail and phone mail apps keep), text at 16 px
 * and a button a thumb can press.
 */
function htmlBlock(block: Block, { plum, ink }: { plum: string; ink: string }): string {
  const cell = 'padding:6px 0;font-size:15px;line-height:1.4;vertical-align:top;';
  if ('p' in block) return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${ink}">${escape(block.p)}</p>`;
  if ('button' in block)
    return `<p style="margin:8px 0 24px"><a href="${escape(full(block.href))}" style="display:inline-block;background:${plum};color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:14px 24px;border-radius:4px">${escape(block.button)}</a></p>`;
  if ('rows' in block)
    return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.rows
      .map(
        ([label, value]) =>
          `<tr><td style="${cell}color:#7d6f75;width:40%">${escape(label)}</td><td style="${cell}color:${ink};text-align:right">${escape(value)}</td></tr>`,
      )
      .join('')}</table>`;
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${block.items
    .map(
      (item) =>
        `<tr><td style="${cell}border-bottom:1px solid #e8dcd8;color:${ink}">${escape(item.title)}${item.detail ? `<br><span style="color:#7d6f75;font-size:14px">${escape(item.detail)}</span>` : ''}</td><td style="${cell}border-bottom:1px solid #e8dcd8;color:${ink};text-align:right;white-space:nowrap">${escape(item.amount)}</td></tr>`,
    )
    .join('')}</table>`;
}

/** An e-mail in the brand's look (cream page, plum bar and button, the serif for the heading) and as plain text. */
export function renderEmail(sender: Sender, content: EmailContent): RenderedEmail {
  const { plum, ink, cream, fontSerif } = brandTokens();
  const footer = `${sender.name} · ${sender.email} · ${sender.phone}`;
  const text = [content.heading, ...content.blocks.map(textBlock), '--', footer, absoluteUrl('/')].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${cream}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${cream}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e8dcd8;font-family:Arial,Helvetica,sans-serif">
<tr><td style="background:${plum};padding:16px 24px"><a href="${escape(absoluteUrl('/'))}" style="color:#ffffff;text-decoration:none;font-family:${escape(fontSerif)};font-size:22px">${escape(sender.name)}</a></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-family:${escape(fontSerif)};font-size:24px;font-weight:normal;line-height:1.3;color:${ink}">${escape(content.heading)}</h1>
${content.blocks.map((block) => htmlBlock(block, { plum, ink })).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e8dcd8;font-size:13px;line-height:1.5;color:#7d6f75">${escape(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
