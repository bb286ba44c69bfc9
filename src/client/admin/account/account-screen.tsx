import { EmailForm, NameForm, PasswordForm } from './account-forms';
import { SessionsTable } from './sessions-table';

/** 'Your account', from the account menu: any member, about themselves only. */
export default function AccountScreen() {
  return (
    <>
      <h1>Your account</h1>
      <section aria-labelledby="account-name-title">
        <h2 id="account-name-title">Name</h2>
        <NameForm />
      </section>
      <section aria-labelledby="account-email-title">
        <h2 id="account-email-title">E-mail address</h2>
        <EmailForm />
      </section>
      <section aria-labelledby="account-password-title">
        <h2 id="account-password-title">Password</h2>
        <p>Changing it signs you out on every other device.</p>
        <PasswordForm />
      </section>
      <section aria-labelledby="account-sessions-title">
        <h2 id="account-sessions-title">Where you are signed in</h2>
        <SessionsTable />
      </section>
    </>
  );
}
