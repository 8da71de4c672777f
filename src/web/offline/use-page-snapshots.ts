// For the snapshotted pages (the dashboard, a booking's page): starts the page snapshots
// (page-snapshot-writer.ts) once the page has rendered.
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { startPageSnapshots } from './page-snapshot-writer.ts';

export function usePageSnapshots(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => startPageSnapshots(router, queryClient), [router, queryClient]);
}
