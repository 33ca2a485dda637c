import { FILE_MESSAGES, formatFileSize, UPLOAD_LIMIT_BYTES } from '@carrier/contracts';
import type { TFunction } from 'i18next';

/** The server's file messages in the user's language; any other text is shown as it came. */
export function translateFileMessage(t: TFunction, message: string | null | undefined): string {
  if (!message) return t('errors.general');
  if (message.startsWith(FILE_MESSAGES.tooLarge)) {
    return t('files.errors.tooLarge', { limit: formatFileSize(UPLOAD_LIMIT_BYTES) });
  }
  const key = (Object.keys(FILE_MESSAGES) as Array<keyof typeof FILE_MESSAGES>).find(
    (name) => FILE_MESSAGES[name] === message,
  );
  return key ? t(`files.errors.${key}`) : message;
}
