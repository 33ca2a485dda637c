/** ViewLanguagesHome: an empty page by the spec. */
export function LanguagesPage() {
  return <main className="mx-auto max-w-7xl px-6 py-8" data-testid="languages-page" />;
}
