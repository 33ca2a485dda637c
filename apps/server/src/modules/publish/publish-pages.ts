import { pickLocale, type SupportedLocale } from '@carrier/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TEXTS: Record<
  SupportedLocale,
  Record<'notPublished' | 'notPublishedHelp' | 'previewExpired' | 'previewExpiredHelp', string>
> = {
  'en-US': {
    notPublished: 'This app is not published',
    notPublishedHelp: 'There is nothing to see at this address right now. Please come back later.',
    previewExpired: 'This preview link has expired',
    previewExpiredHelp: 'Ask for a new preview link in the studio (Publish, then Preview).',
  },
  'zh-HK': {
    notPublished: '此應用程式尚未發佈',
    notPublishedHelp: '此網址目前沒有可瀏覽的內容，請稍後再來。',
    previewExpired: '此預覽連結已過期',
    previewExpiredHelp: '請在工作室重新取得預覽連結（發佈 > 預覽）。',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A whole page in the visitor's language (Accept-Language), without scripts: it must work where the app does not. */
function page(locale: SupportedLocale, title: string, help: string) {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:32rem;margin:18vh auto 0;padding:0 24px}h1{font-size:1.5rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(help)}</p></main></body>
</html>`;
}

/**
 * The answer of an app's host while the app is offline (never published, or unpublished), and of an
 * unknown or expired preview link: 404, not cached, not indexed, in the visitor's language.
 */
export function sendOfflinePage(request: FastifyRequest, reply: FastifyReply, kind: 'notPublished' | 'previewExpired') {
  const locale = pickLocale(request.headers['accept-language']);
  const texts = TEXTS[locale];
  const help = kind === 'notPublished' ? texts.notPublishedHelp : texts.previewExpiredHelp;
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(page(locale, texts[kind], help));
}
