import { paths } from '../paths';

/** Guests' contact messages in the admin (on the dashboard): the one builder for the dashboard's alert and the guest history. */
export function adminContactMessagesHref(): string {
  return `${paths.admin.dashboard}#messages`;
}
