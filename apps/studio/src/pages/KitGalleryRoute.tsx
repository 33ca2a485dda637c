import { lazy } from 'react';

// The kit gallery is only for staff who open it; keep it out of the main bundle.
export const KitGalleryRoute = lazy(() =>
  import('../features/kit-gallery/KitGalleryPage').then((module) => ({ default: module.KitGalleryPage })),
);
