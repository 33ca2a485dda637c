import type { ComponentType, LazyExoticComponent } from 'react';

type CreateTemplateInput = { name: string; description: string | null };

/** One template kind in the studio: its type, view, route and editor; registered in editors/index.ts. */
export type TemplateKindEntry = {
  type: string;
  /** The server's templateView of this kind. */
  view: string;
  /** The route segment: /templates/<path>/<id>. */
  path: string;
  create: (input: CreateTemplateInput) => Promise<void>;
  Editor: LazyExoticComponent<ComponentType<{ templateId: string }>>;
};
