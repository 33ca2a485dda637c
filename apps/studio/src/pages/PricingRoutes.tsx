import { type ComponentProps, lazy, Suspense } from 'react';

// The pricing screens carry the rules engine and decimal money: loaded on first visit, not at start-up.
const RuleEditorPage = lazy(() =>
  import('../features/pricing/editor/RuleEditorPage').then((module) => ({ default: module.RuleEditorPage })),
);
const AdjustmentCodesPage = lazy(() =>
  import('../features/pricing/codes/AdjustmentCodesPage').then((module) => ({ default: module.AdjustmentCodesPage })),
);
const ReleasesPage = lazy(() =>
  import('../features/pricing/releases/ReleasesPage').then((module) => ({ default: module.ReleasesPage })),
);

export const RuleEditorRoute = (props: ComponentProps<typeof RuleEditorPage>) => (
  <Suspense fallback={null}>
    <RuleEditorPage {...props} />
  </Suspense>
);
export const AdjustmentCodesRoute = (props: ComponentProps<typeof AdjustmentCodesPage>) => (
  <Suspense fallback={null}>
    <AdjustmentCodesPage {...props} />
  </Suspense>
);
export const ReleasesRoute = () => (
  <Suspense fallback={null}>
    <ReleasesPage />
  </Suspense>
);
