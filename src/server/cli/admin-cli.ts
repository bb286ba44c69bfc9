/**
 * `npm run admin -- <command>`: the owner's tools at the server's console. Uses the site's database as the
 * server does (its settings from the same environment), beside a running server or without one.
 */
import { parseEnv } from '../env';
import { setLogLevel } from '../logger';
import { RESET_LINK_MS, createPasswordResetLink } from '../modules/auth/password-reset.service';
import { ADMIN_USAGE, parseAdminCommand } from './admin-command';
import { runOnSiteDatabase } from './site-database';

const command = parseAdminCommand(process.argv.slice(2));
if (command.kind === 'usage') {
  if (command.problem) console.error(`${command.problem}\n`);
  console.log(ADMIN_USAGE);
  process.exit(command.problem ? 2 : 0);
}

setLogLevel('warn');
const env = parseEnv();
await runOnSiteDatabase(env, async (database) => {
  const link = await createPasswordResetLink((await database.orm()).em.fork(), command.email, { publicUrl: env.publicUrl });
  if (!link) {
    console.error(`No account has the e-mail ${command.email}.`);
    return 1;
  }
  console.log(`A one-time link for ${command.email}, valid for ${RESET_LINK_MS / 60_000} minutes:\n\n  ${link}\n`);
  console.log('Open it, choose a new password, and you are signed in; the account’s other sessions end.');
  return 0;
});
