import i18next from 'i18next';
import { formatList } from '../shared/list-format';

/** formatList in the studio's current language (a screen re-renders on a language change through its `t`). */
export const formatNames = (items: readonly string[]): string => formatList(items, i18next.language || 'en-US');
