import { test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { ownerMorningByKeyboard } from './fixtures/admin-morning';

test('the owner does a morning’s work by keyboard alone: finds a stay, records a phone booking, blocks two nights, exports the month and reads the taxes', async ({ page, owner }) => {
  test.setTimeout(240_000);
  await signInAsOwner(page, owner);
  await ownerMorningByKeyboard(page, { phone: false });
});
