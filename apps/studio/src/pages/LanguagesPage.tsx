import { EmptyAreaPage } from '../ui/EmptyAreaPage';

/** ViewLanguagesHome: not built yet, so it says so like the other unbuilt areas. */
export function LanguagesPage() {
  return <EmptyAreaPage areaKey="languages" testId="languages-page" />;
}
