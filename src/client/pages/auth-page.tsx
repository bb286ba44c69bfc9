import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { ForgotPassword } from '../features/auth/forgot-password-form';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { LinkButton } from '../ui/button';
import * as tabs from '../ui/tabs.css';
import * as styles from '../styles/page.css';

export default function AuthPage() {
  // The link in a password-reset e-mail is /auth?reset=<token>.
  const resetToken = new URLSearchParams(useSearch()).get('reset');
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
        <Tabs>
          <TabList aria-label="Sign in or create an account" className={tabs.list}>
            <Tab id="login" className={tabs.tab}>Sign in</Tab>
            <Tab id="register" className={tabs.tab}>Create account</Tab>
          </TabList>
          <TabPanel id="login">
            <LoginForm />
            <ForgotPassword />
          </TabPanel>
          <TabPanel id="register"><RegisterForm /></TabPanel>
        </Tabs>
      </div>
    </div>
  );
}
