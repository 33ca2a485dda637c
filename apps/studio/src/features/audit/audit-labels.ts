import { AUDIT_OPERATIONS } from '@carrier/contracts';
import { useTranslation } from 'react-i18next';

/** The record types the server's audit trigger and events write (modules/audit), in the filter's order. */
export const RECORD_TYPES = [
  'product',
  'adjustment_code',
  'rate_table',
  'pricing_settings',
  'rating_dictionary_entry',
  'rating_test_case',
  'product_tree_script',
  'release',
  'publish',
  'insurer',
  'template',
  'app',
  'app_component',
  'cms_config',
  'app_theme',
  'app_page',
  'file',
  'user',
  'session',
] as const;

/** Every operation the log's filter offers (the server's list). */
export const OPERATIONS = AUDIT_OPERATIONS;

/** An operation's and a record type's words; one the studio does not know yet shows its name. */
export function useAuditLabels() {
  const { t } = useTranslation();
  return {
    operation: (operation: string) => t(`audit.operations.${operation}`, { defaultValue: operation }),
    recordType: (type: string) => t(`audit.recordTypes.${type}`, { defaultValue: type }),
  };
}
