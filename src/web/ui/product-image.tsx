import { useState } from 'react';

type Props = {
  src: string | null;
  alt: string;
  className?: string;
  /**
   * The page's first photo, in view at once (often its largest paint): fetched first, not lazily,
   * and named for element timing, which public/start-after-paint.js waits for before the app's script.
   */
  priority?: boolean;
};

// React passes the attribute through as written; React's types do not list it.
const ELEMENT_TIMING = { elementtiming: 'photo' } as Record<string, string>;

/** A product photo over the brand colour: lazy, and if it is missing or fails, the colour stays. */
export function ProductImage({ src, alt, className = '', priority = false }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`overflow-hidden bg-brand bg-linear-to-br from-brand to-brand-dark ${className}`}>
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          {...(priority ? ELEMENT_TIMING : undefined)}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
