import { keepPreviousData } from '@tanstack/react-query';
import { request } from '../../api/client';
import { useLoad } from '../../ui/useLoad';
import { AppsPageQuery } from '../apps/graphql/apps';
import { ProductsPageQuery } from '../products/graphql/products';
import { TemplatesListQuery } from '../templates/graphql/templates';
import { templateWhere } from '../templates/template-search';
import { type Picked, pick, productItem } from './selection';

/** Rows a picker shows at once; a longer list asks for a narrower search. */
const PICKER_LIMIT = 50;

/** A picker's answer: the options that match (at most PICKER_LIMIT) and how many match in all. */
export type Options = { options: Picked[]; total: number };
type OptionsQuery = ReturnType<typeof useLoad<Options>>;

/** Product versions whose name contains the search (newest first), each version its own option. */
export function useProductOptions(search: string): OptionsQuery {
  const text = search.trim();
  return useLoad({
    queryKey: ['products', 'list', 'promotion', text],
    queryFn: async () => {
      const answer = await request(ProductsPageQuery, {
        limit: PICKER_LIMIT,
        skip: 0,
        where: text ? { name_contains: text } : {},
      });
      const list = answer.products_2?.list ?? [];
      return {
        total: answer.products_2?.totalCount ?? list.length,
        options: list.flatMap((product) =>
          product?.productId?.plan && product.productId.type
            ? [
                pick(
                  productItem({ ...product.productId, plan: product.productId.plan, type: product.productId.type }),
                  product.name || product.productId.plan,
                ),
              ]
            : [],
        ),
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** Templates as the templates list searches them (logical id, name or id). */
export function useTemplateOptions(search: string): OptionsQuery {
  const text = search.trim();
  return useLoad({
    queryKey: ['templates', 'list', 'promotion', text],
    queryFn: async () => {
      const answer = await request(TemplatesListQuery, {
        where: templateWhere(text, []),
        limit: PICKER_LIMIT,
        skip: 0,
      });
      const list = answer.templates?.list ?? [];
      return {
        total: answer.templates?.totalCount ?? list.length,
        options: list.flatMap((template) =>
          template ? [pick({ templateId: template.id }, template.name ?? template.id)] : [],
        ),
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** Apps whose name or id contains the search: the server has no app search, so the page of apps is filtered here. */
export function useAppOptions(search: string): OptionsQuery {
  const text = search.trim().toLowerCase();
  return useLoad({
    queryKey: ['apps', 'list', 'promotion'],
    queryFn: async () => (await request(AppsPageQuery, { limit: 500, skip: 0 })).apps,
    select: (apps): Options => {
      const all = (apps.list ?? []).flatMap((app) => (app ? [app] : []));
      const matches = all.filter(
        (app) => !text || app.appId.toLowerCase().includes(text) || app.appName?.toLowerCase().includes(text),
      );
      return {
        total: matches.length,
        options: matches.slice(0, PICKER_LIMIT).map((app) => pick({ appId: app.appId }, app.appName || app.appId)),
      };
    },
  });
}
