import { parseBaseVariants } from '@carrier/contracts';
import { appStylesheet, normalizeTree, parseTheme, type UiNode } from '@carrier/contracts/ui-tree';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client';
import { useLoad } from '../../ui/useLoad';
import { AppContentQuery, ComponentsQuery } from './graphql/ui-editor';

export type EditorComponent = { id: string; name: string; tree: UiNode; script: string };
/** A page (component route); meta, props and redirect are kept as they are when the pages are saved. */
export type Page = {
  path: string;
  name: string;
  component: string;
  metaJsonString?: string | null;
  propsJsonString?: string | null;
  redirect?: string | null;
};

export const componentsKey = (appId: string) => ['ui-editor', appId, 'components'] as const;
export const appContentKey = (appId: string) => ['ui-editor', appId, 'content'] as const;

/** The app's components with their trees (uiEditor/loadApp). */
export function useComponents(appId: string) {
  return useLoad({
    queryKey: componentsKey(appId),
    queryFn: async (): Promise<EditorComponent[]> => {
      const list = (await request(ComponentsQuery, { appId })).components?.list ?? [];
      return list.flatMap((component) => {
        if (!component?.id) return [];
        const tree = normalizeTree(JSON.parse(component.editorAst ?? 'null'));
        return tree ? [{ id: component.id, name: component.name, tree, script: component.editorScript ?? '' }] : [];
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The app's pages and theme; null when the app has no CMS config. */
export function useAppContent(appId: string) {
  return useQuery({
    queryKey: appContentKey(appId),
    queryFn: async () => {
      const [config] = (await request(AppContentQuery, { appId })).cmsConfigs ?? [];
      if (!config) return null;
      const pages: Page[] = (config.componentRoutes ?? []).map((route) => ({
        path: route.path ?? '',
        name: route.name ?? '',
        component: route.component ?? '',
        metaJsonString: route.metaJsonString ?? null,
        propsJsonString: route.propsJsonString ?? null,
        redirect: route.redirect ?? null,
      }));
      const locales = config.allowedLocales?.length ? config.allowedLocales : [config.defaultLocale ?? 'en-US'];
      const theme = parseTheme(config.themeJsonString);
      const baseVariants = parseBaseVariants(config.baseComponentsVariantsJsonString);
      return { pages, locales, theme, stylesheet: appStylesheet(theme, baseVariants) };
    },
  });
}
