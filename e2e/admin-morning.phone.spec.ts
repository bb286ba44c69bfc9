import { test } from './fixtures/test';
import { signInAsOwner } from './fixtures/auth';
import { ownerMorningByKeyboard } from './fixtures/admin-morning';

test('on a phone the owner’s keyboard morning works the same, axe-clean and with nothing to scroll sideways', async ({ page, owner }) => {
  test.setTimeout(240_000);
  await signInAsOwner(page, owner);
  await ownerMorningByKeyboard(page, { phone: true });
});
