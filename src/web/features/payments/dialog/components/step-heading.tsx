// Each step's heading. When the step changes, focus moves to the new heading so keyboard and
// screen-reader users continue at the top of what just appeared (not on a control that vanished).
import type { ReactNode } from 'react';
import { useFocusOnMount } from '../../../../ui/use-focus-on-mount.ts';

export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-base font-bold text-slate-900 focus:outline-none">
      {children}
    </h3>
  );
}
