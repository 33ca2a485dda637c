import type { Role } from '@carrier/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { signedInAs } from '../../auth/use-can.testing';
import { RuleEditorPage } from './RuleEditorPage';
import type { RuleAspect } from './test-run';

/** The operation name of a typed document, for a fake `request`/`mutate` to answer by. */
export const operation = (document: unknown) =>
  ((document as DocumentNode).definitions[0] as { name?: { value: string } }).name?.value;

/** What a fake server answers for a query the test does not care about: empty lists. */
export const EMPTY_ANSWER = { products_2: { list: [] }, discountCodes: { list: [] }, loadingCodes: { list: [] } };

/** The rule editor of one aspect at `/products/<productPath>/<aspect>`, signed in with `roles`. */
export function renderRuleEditor(aspect: RuleAspect, productPath: string, roles: Role[] = ['editor']) {
  const client = signedInAs(new QueryClient({ defaultOptions: { queries: { retry: false } } }), roles);
  const router = createMemoryRouter(
    [
      {
        path: `/products/:productPlan/:productType/:productVersion/${aspect}`,
        element: <RuleEditorPage aspect={aspect} />,
      },
    ],
    { initialEntries: [`/products/${productPath}/${aspect}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
