// The invitation's background image is applied to the whole layout while the page is shown.
import { useEffect } from 'react';
import { backgroundCss } from './invitation-flow.ts';

export function useLayoutBackground(url: string | null): void {
  useEffect(() => {
    const image = backgroundCss(url);
    if (!image) return;
    const style = document.body.style;
    const before = {
      image: style.backgroundImage,
      size: style.backgroundSize,
      position: style.backgroundPosition,
      attachment: style.backgroundAttachment,
    };
    style.backgroundImage = image;
    style.backgroundSize = 'cover';
    style.backgroundPosition = 'center';
    style.backgroundAttachment = 'fixed';
    return () => {
      style.backgroundImage = before.image;
      style.backgroundSize = before.size;
      style.backgroundPosition = before.position;
      style.backgroundAttachment = before.attachment;
    };
  }, [url]);
}
