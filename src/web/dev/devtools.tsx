// TanStack Query's and Router's devtools, for `npm run dev:web` only: main.tsx imports this module
// behind import.meta.env.DEV, so a production build neither loads nor contains it.
import { ReactQueryDevtools } from '@tanstack/react-query-devtools';
import type { AnyRouter } from '@tanstack/react-router';
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools';

export default function DevTools({ router }: { router: AnyRouter }) {
  return (
    <>
      <ReactQueryDevtools buttonPosition="bottom-left" />
      <TanStackRouterDevtools router={router} position="bottom-right" />
    </>
  );
}
