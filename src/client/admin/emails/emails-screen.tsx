import { OutboxPanel } from './outbox-panel';
import { TemplatesPanel } from './templates-panel';

export default function EmailsScreen() {
  return (
    <>
      <h1>Emails</h1>
      <TemplatesPanel />
      <OutboxPanel />
    </>
  );
}
