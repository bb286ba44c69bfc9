import { OutboxPanel } from './outbox-panel';

export default function EmailsScreen() {
  return (
    <>
      <h1>Emails</h1>
      <OutboxPanel />
    </>
  );
}
