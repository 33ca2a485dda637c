import { useLocalizedText } from '../../../i18n/localized';
import { dynamicKind } from './dynamic';
import { emailMjmlKind } from './email-mjml';
import { functionKind } from './function';
import type { TemplateKindEntry } from './kind-entry';
import { notificationKind } from './notification';
import { pdfDrawingKind } from './pdf-drawing';
import { smsKind } from './sms';
import { wkhtmltopdfKind } from './wkhtmltopdf';

/** Every template kind the studio edits; a kind is added by its folder and one line here. */
export const templateKinds: readonly TemplateKindEntry[] = [
  wkhtmltopdfKind,
  emailMjmlKind,
  pdfDrawingKind,
  smsKind,
  dynamicKind,
  notificationKind,
  functionKind,
];

export const kindByPath = (path: string | undefined) => templateKinds.find((kind) => kind.path === path);
export const kindByView = (view: string | null | undefined) => templateKinds.find((kind) => kind.view === view);

/** A template type's name in the studio's language; undefined for a type the studio has no kind for. */
export function useKindName() {
  const inLocale = useLocalizedText();
  return (type: string | null | undefined): string | undefined => {
    const kind = templateKinds.find((candidate) => candidate.type === type);
    return kind && inLocale(kind.name);
  };
}
