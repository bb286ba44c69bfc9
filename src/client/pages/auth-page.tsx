import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { ConfirmEmailChange } from '../features/auth/confirm-email-change';
import { ForgotPassword } from '../features/auth/forgot-password-form';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { LinkButton } from '../ui/button';
import * as tabs from '../ui/tabs.css';
import * as styles from '../styles/page.css';

export default function AuthPage() {
  // The link in a password-reset e-mail is /auth?reset=<token>; an invitation's /auth?invitation=<code>; a new address's /auth?email-change=<token>.
  const search = new URLSearchParams(useSearch());
  const resetToken = search.get('reset');
  const invitationCode = search.get('invitation');
  const emailChangeToken = search.get('email-change');
  if (emailChangeToken) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1>Confirm your new e-mail address</h1>
        <div className={styles.card}>
          <ConfirmEmailChange token={emailChangeToken} />
        </div>
      </div>
    );
  }
  if (resetToken) {
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1>Choose a new password</h1>
        <div className={styles.card}>
          <ResetPasswordForm token={resetToken} />
          <LinkButton tone="ghost" href={paths.auth}>
            Back to sign-in
          </LinkButton>
        </div>
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Owner & staff sign-in</h1>
      <div className={styles.card}>
        <Tabs defaultSelectedKey={invitationCode ? 'register' : 'login'}>
          <TabList aria-label="Sign in or create an account" className={tabs.list}>
            <Tab id="login" className={tabs.tab}>Sign in</Tab>
            <Tab id="register" className={tabs.tab}>Create account</Tab>
          </TabList>
          <TabPanel id="login">
            <LoginForm />
            <ForgotPassword />
          </TabPanel>
          <TabPanel id="register"><RegisterForm invitationCode={invitationCode ?? ''} /></TabPanel>
        </Tabs>
      </div>
    </div>
  );
}
