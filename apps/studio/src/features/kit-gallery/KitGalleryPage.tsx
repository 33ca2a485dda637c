// Placeholder until the kit gallery lands (owned by the kit work; overwrite freely).
export function KitGalleryPage() {
  return <main className="p-8">Kit gallery</main>;
}
