import { templateMessageOf } from '@carrier/contracts';
import type { i18n } from 'i18next';

/**
 * A template API's English message in the studio's language: en-US shows it as the server sent it
 * (the spec's words); another language says it with `templates.serverErrors.<code>` when the message
 * is one `templateMessageOf` knows, else shows it as it came.
 */
export function localizeTemplateMessage(message: string, i18n: Pick<i18n, 'language' | 't'>): string {
  if (i18n.language === 'en-US') return message;
  const named = templateMessageOf(message);
  if (!named) return message;
  return i18n.t(`templates.serverErrors.${named.code}`, { ...named.params, defaultValue: message });
}
