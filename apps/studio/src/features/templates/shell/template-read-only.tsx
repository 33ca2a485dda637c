import { createContext, useContext } from 'react';

/**
 * Whether the template editor's fields only show (the user's role may not edit): the shell provides it
 * once, each kind's editor and the shared pieces (rich text, Liquid picker) read it. Outside an editor
 * shell nothing is read-only.
 */
export const TemplateReadOnlyContext = createContext(false);

/** True inside a template editor the signed-in user may only view. */
export const useTemplateReadOnly = (): boolean => useContext(TemplateReadOnlyContext);
