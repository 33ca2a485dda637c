import { z } from 'zod';
import { defineTemplateContent, UNVERSIONED_CONTENT } from '../template-content';

const text = z.string().nullish();
const millimetres = z.number().nullish();
const headerFooter = z.object({
  left: text,
  center: text,
  right: text,
  html: text,
  fontName: text,
  fontSize: z.number().nullish(),
  line: z.boolean().nullish(),
  spacing: millimetres,
  // Taken by the input and ignored (a print loads nothing from other addresses), kept as stored.
  htmUrl: text,
});

/** An HTML-to-PDF template's content: the HTML (Liquid), page settings, header, footer, PDF metadata. */
export const htmlPdfTemplateContent = defineTemplateContent({
  version: 1,
  schema: z.looseObject({
    html: text,
    passwordLiquid: text,
    password: text,
    orientation: text,
    paperSize: text,
    metadata: z.object({ title: text, author: text, subject: text, creator: text }).nullish(),
    marginSettings: z
      .object({ top: millimetres, right: millimetres, bottom: millimetres, left: millimetres })
      .nullish(),
    headerSettings: headerFooter.nullish(),
    footerSettings: headerFooter.nullish(),
  }),
  migrations: [UNVERSIONED_CONTENT],
});
export type HtmlPdfTemplateContent = z.output<typeof htmlPdfTemplateContent.schema>;
