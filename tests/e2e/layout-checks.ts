// What the layout walk (layout-walk.spec.ts) checks on a screen, measured in the page in one go:
// nothing wider than the viewport (the document, an open dialog, a control in a dialog), the
// booking menu's controls in view (or folded behind a visible button), every touch target at least
// 44x44 px where a finger is the pointer, and no text spilling out of its card or cut off without
// its full text at hand.
import type { Page } from '@playwright/test';

export type LayoutOptions = { touch: boolean };

/** Problems found on the page as it is now, one sentence each (empty when the screen is sound). */
export function layoutProblems(page: Page, options: LayoutOptions): Promise<string[]> {
  return page.evaluate(measure, options);
}

// Runs in the page: everything it needs is inside it.
function measure({ touch }: LayoutOptions): string[] {
  const TARGET = 44;
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="radio"], [role="checkbox"], [role="link"], [tabindex="0"]';
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  const nameOf = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `<${element.tagName.toLowerCase()}> "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  // Seen on the screen: not folded away, and not visually hidden (a skip link until it has focus).
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const css = style(element);
    return box.width > 1 && box.height > 1 && css.visibility !== 'hidden' && css.clipPath !== 'inset(50%)';
  };
  const clips = (element: Element) => style(element).overflowX !== 'visible';
  const scrollsX = (element: Element) => ['auto', 'scroll'].includes(style(element).overflowX);

  // The open modal (the rest of the page is inert under it), else the whole document.
  const dialogs = [...document.querySelectorAll('dialog[open]')];
  const scope: Element = dialogs.at(-1) ?? document.body;

  const width = document.documentElement.scrollWidth;
  if (width > viewport + 1) problems.push(`the document is ${width} px wide in a ${viewport} px viewport`);

  for (const dialog of dialogs) {
    const box = dialog.getBoundingClientRect();
    if (box.left < -1 || box.right > viewport + 1)
      problems.push(`dialog ${nameOf(dialog.querySelector('h2') ?? dialog)} spans ${box.left}..${box.right} px`);
  }

  const controls = [...scope.querySelectorAll(CONTROLS)].filter(shown);
  // Horizontally in view: inside the viewport and every box that clips it; a control that only a
  // sideways scroll reaches counts only outside a dialog and the booking menu.
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    let left = 0;
    let right = viewport;
    let scrollable = false;
    for (let parent = control.parentElement; parent; parent = parent.parentElement) {
      if (!clips(parent)) continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      if (scrollsX(parent) && parent.scrollWidth > parent.clientWidth && box.left >= clip.left - parent.scrollLeft)
        scrollable = true;
    }
    if (box.left >= left - 1 && box.right <= right + 1) continue;
    const strict = control.closest('dialog, nav[aria-label="Booking"]') !== null;
    if (scrollable && !strict) continue;
    problems.push(`${nameOf(control)} is cut off: ${Math.round(box.left)}..${Math.round(box.right)} px`);
  }

  // The booking menu: all of its destinations in view, or a visible button that unfolds them.
  const menu = document.querySelector('nav[aria-label="Booking"]');
  if (menu && scope === document.body) {
    const links = [...menu.querySelectorAll('a[href]')];
    const destinations = new Set(links.map((link) => link.getAttribute('href')));
    const inSight = new Set(links.filter(shown).map((link) => link.getAttribute('href')));
    const missing = [...destinations].filter((href) => !inSight.has(href));
    const toggle = [...menu.querySelectorAll('button[aria-expanded]')].find(shown);
    if (links.length === 0) problems.push('the booking menu has no links');
    if (missing.length > 0 && !toggle) problems.push(`booking menu destinations out of sight: ${missing.join(', ')}`);
  }

  if (touch) {
    const before = { left: window.scrollX, top: window.scrollY };
    for (const control of controls) {
      const target = touchTarget(control);
      if (target) problems.push(`${nameOf(control)} is a ${target} touch target`);
    }
    window.scrollTo({ ...before, behavior: 'instant' });
  }

  problems.push(...textProblems(scope));
  return problems;

  /** Undefined when a 44x44 square around the control's centre is all the control (or its label). */
  function touchTarget(control: Element): string | undefined {
    // Its own box, with its label's (a tap on the label is a tap on the control), is big enough:
    // nothing to probe (what covers controls is not this check's subject).
    const boxes = [control, ...((control as HTMLInputElement).labels ?? [])].map((e) => e.getBoundingClientRect());
    const across = Math.max(...boxes.map((b) => b.right)) - Math.min(...boxes.map((b) => b.left));
    const down = Math.max(...boxes.map((b) => b.bottom)) - Math.min(...boxes.map((b) => b.top));
    if (across >= TARGET - 0.5 && down >= TARGET - 0.5) return undefined;
    control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = control.getBoundingClientRect();
    const labels = [...((control as HTMLInputElement).labels ?? [])];
    const ours = (hit: Element | null) =>
      hit !== null && (control.contains(hit) || labels.some((label) => label.contains(hit)));
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const half = TARGET / 2 - 1;
    const points = [
      [cx - half, cy - half],
      [cx + half, cy - half],
      [cx - half, cy + half],
      [cx + half, cy + half],
      [cx, cy - half],
      [cx, cy + half],
      [cx - half, cy],
      [cx + half, cy],
    ];
    const missed = points.filter(([x, y]) => !ours(document.elementFromPoint(x ?? 0, y ?? 0))).length;
    return missed === 0 ? undefined : `${Math.round(box.width)}x${Math.round(box.height)} px`;
  }

  /** Text outside its card, or cut off by a box that neither scrolls nor names the whole text. */
  function textProblems(root: Element): string[] {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
      if (parent.closest('.sr-only, [aria-hidden="true"], [role="tooltip"], script, style')) continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0) continue;
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        const edge = box.getBoundingClientRect();
        const outside = text.left < edge.left - 1 || text.right > edge.right + 1;
        if (clips(box)) {
          const named = parent.closest('[title]') ?? box.closest('[title]');
          if (outside && !scrollsX(box) && !named)
            found.push(`text "${node.textContent.trim().slice(0, 40)}" is cut off in ${nameOf(box)}`);
          break;
        }
        if (isCard(box)) {
          if (outside) found.push(`text "${node.textContent.trim().slice(0, 40)}" spills out of its card`);
          break;
        }
      }
    }
    return found;
  }

  function isCard(element: Element): boolean {
    const css = style(element);
    return (
      element.tagName === 'DIALOG' ||
      css.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      css.borderLeftWidth !== '0px' ||
      css.boxShadow !== 'none'
    );
  }
}
