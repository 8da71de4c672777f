import type { MouseEvent } from 'react';

/** Moves to a section of this page without touching the address, and puts focus on its heading. */
export function jumpTo(event: MouseEvent<HTMLAnchorElement>, sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ block: 'start' });
  const heading = document.getElementById(`${sectionId}-heading`) ?? section;
  heading.focus({ preventScroll: true });
}
