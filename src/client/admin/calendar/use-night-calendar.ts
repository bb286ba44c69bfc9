import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';

/** The nights of the months on screen; the previous months stay up while the next load. */
export function useCalendarMonth(start: string, end: string) {
  return trpc.admin.calendar.month.useQuery({ start, end }, { placeholderData: keepPreviousData });
}

/** Every range action refetches the grid (and the guest calendar's availability) once it lands. */
function useRefetch() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.admin.calendar.month.invalidate(), utils.availability.invalidate()]);
}

export function useNightActions() {
  const refetch = useRefetch();
  return {
    block: trpc.admin.calendar.blockNights.useMutation({ onSuccess: refetch }),
    unblock: trpc.admin.calendar.unblockNights.useMutation({ onSuccess: refetch }),
    price: trpc.admin.calendar.setNightPrice.useMutation({ onSuccess: refetch }),
    minStay: trpc.admin.calendar.setMinStay.useMutation({ onSuccess: refetch }),
  };
}
