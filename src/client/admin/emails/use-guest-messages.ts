import { trpc } from '../../lib/trpc';

export function useGuestMessageRules() {
  return trpc.admin.guestMessages.rules.useQuery();
}

export function useUpcomingMessages() {
  return trpc.admin.guestMessages.upcoming.useQuery();
}

/** Owner only: the house access the pre-arrival message carries. */
export function useHouseAccess(enabled: boolean) {
  return trpc.admin.guestMessages.houseAccess.useQuery(undefined, { enabled });
}

/** New timing moves every message not yet sent, so the schedule is read afresh. */
export function useSaveGuestMessageRules() {
  const utils = trpc.useUtils();
  return trpc.admin.guestMessages.saveRules.useMutation({
    onSuccess: (rules) => {
      utils.admin.guestMessages.rules.setData(undefined, rules);
      void utils.admin.guestMessages.upcoming.invalidate();
    },
  });
}

export function useSaveHouseAccess() {
  const utils = trpc.useUtils();
  return trpc.admin.guestMessages.saveHouseAccess.useMutation({
    onSuccess: (access) => utils.admin.guestMessages.houseAccess.setData(undefined, access),
  });
}
