import type { ReactNode } from 'react';

type GallerySectionProps = { id: string; title: string; children: ReactNode };

/** One widget's block in the gallery, reachable at `/kit#<id>`. */
export function GallerySection({ id, title, children }: GallerySectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="kit-gallery__section" data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className="kit-gallery__heading">
        {title}
      </h2>
      <div className="kit-gallery__states">{children}</div>
    </section>
  );
}

type StateProps = { caption: ReactNode; children: ReactNode };

export function GalleryState({ caption, children }: StateProps) {
  return (
    <figure className="kit-gallery__state">
      <figcaption className="kit-gallery__caption">{caption}</figcaption>
      {children}
    </figure>
  );
}

/** An API name (a size, a kind, a rule) inside a caption or label: code, never translated. */
export function Code({ children }: { children: ReactNode }) {
  return <code translate="no">{children}</code>;
}

/** Shows a demo's current value, so people (and the e2e test) can see what a widget emits. */
export function ValueReadout({ name, value }: { name: string; value: unknown }) {
  return (
    <output className="kit-gallery__value" data-testid={`${name}-value`} translate="no">
      {JSON.stringify(value ?? null)}
    </output>
  );
}
