import { localesOfTree, scriptWithLocales, starterScript, VUE_VERSION } from '@carrier/contracts/ui-tree';
import { mutate } from '../../api/client';
import {
  CreateComponentMutation,
  DeleteComponentMutation,
  UpdateComponentMutation,
  UpdatePagesMutation,
  UpdateThemeMutation,
} from './graphql/ui-editor';
import type { TreeStore } from './store/tree-store';
import type { Page } from './ui-editor-data';

/** uiEditor/createComponent: the starting template (an empty box and the starter script). */
export async function createComponent(appId: string, name: string): Promise<string> {
  const data = await mutate(
    CreateComponentMutation,
    { input: { appId, name, componentJsonString: '{}', version: { ...VUE_VERSION }, editorScript: starterScript() } },
    (answer) => answer.createComponent,
  );
  return data.createComponent?.createdStatus?.id ?? '';
}

/** uiEditor/saveComponent: the tree as it is now; the server generates the template from it. */
export async function saveComponent(componentId: string, store: TreeStore, script: string) {
  const revision = store.meta().revision;
  const tree = store.toTree();
  await mutate(
    UpdateComponentMutation,
    {
      id: componentId,
      input: { editorAst: JSON.stringify(tree), editorScript: scriptWithLocales(script, localesOfTree(tree)) },
    },
    (answer) => answer.updateComponent,
  );
  store.markSaved(revision);
  return tree;
}

export async function deleteComponent(componentId: string) {
  await mutate(DeleteComponentMutation, { id: componentId }, (answer) => answer.deleteComponent);
}

/** uiEditor/putComponentRoutes: the whole list of pages. */
export async function savePages(appId: string, pages: Page[]) {
  await mutate(UpdatePagesMutation, { appId, componentRoutes: pages }, (answer) => answer.updateAppPages);
}

/** uiEditor/updateTheme. */
export async function saveTheme(appId: string, themeJsonString: string, fallback: string) {
  await mutate(UpdateThemeMutation, { appId, themeJsonString }, (answer) => answer.updateAppTheme, fallback);
}
