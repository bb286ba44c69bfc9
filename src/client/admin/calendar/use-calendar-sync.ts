import { trpc } from '../../lib/trpc';

/** Refetched every minute, so a feed turning stale shows up without a reload. */
export function useCalendarFeeds() {
  return trpc.admin.calendar.feeds.useQuery(undefined, { refetchInterval: 60_000 });
}

export function useAddFeed() {
  const utils = trpc.useUtils();
  return trpc.admin.calendar.addFeed.useMutation({ onSuccess: () => utils.admin.calendar.feeds.invalidate() });
}

export function useRemoveFeed() {
  const utils = trpc.useUtils();
  return trpc.admin.calendar.removeFeed.useMutation({
    onSuccess: () => Promise.all([utils.admin.calendar.feeds.invalidate(), utils.availability.invalidate()]),
  });
}

export function useSyncNow() {
  const utils = trpc.useUtils();
  return trpc.admin.calendar.syncNow.useMutation({
    onSettled: () => Promise.all([utils.admin.calendar.feeds.invalidate(), utils.availability.invalidate()]),
  });
}

export function useExportUrl() {
  return trpc.admin.calendar.exportUrl.useQuery();
}

export function useRotateExportToken() {
  const utils = trpc.useUtils();
  return trpc.admin.calendar.rotateExportToken.useMutation({
    onSuccess: (next) => utils.admin.calendar.exportUrl.setData(undefined, next),
  });
}
