// Each step's heading. When the step changes, focus moves to the new heading so keyboard and
// screen-reader users continue at the top of what just appeared (not on a control that vanished).
import { type ReactNode, useEffect, useRef } from 'react';

export function StepHeading({ children, focusOnMount }: { children: ReactNode; focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h3 ref={ref} tabIndex={-1} className="text-base font-bold text-slate-900 focus:outline-none">
      {children}
    </h3>
  );
}
