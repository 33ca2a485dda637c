import type { DocumentRunOutput } from '@carrier/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Localized } from '../../../i18n/localized';

type CreateTemplateInput = { name: string; description: string | null };

/** One template kind in the studio: its type, name, view, route and editor; registered in editors/index.ts. */
export type TemplateKindEntry = {
  type: string;
  /** The kind's name in every studio locale (the list, its filter, the create modal, the editor's title). */
  name: Localized;
  /** The server's templateView of this kind. */
  view: string;
  /** The route segment: /templates/<path>/<id>. */
  path: string;
  create: (input: CreateTemplateInput) => Promise<void>;
  Editor: LazyExoticComponent<ComponentType<{ templateId: string }>>;
  /** What a run for many rows of this kind writes (the server's document runs); none: it does not run. */
  documentRuns?: DocumentRunOutput;
};
