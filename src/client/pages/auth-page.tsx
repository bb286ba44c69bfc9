import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { LoginForm } from '../features/auth/login-form';
import { RegisterForm } from '../features/auth/register-form';
import * as tabs from '../ui/tabs.css';
import * as styles from './page.css';

export default function AuthPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Owner & staff sign-in</h1>
      <div className={styles.card}>
        <Tabs>
          <TabList aria-label="Sign in or create an account" className={tabs.list}>
            <Tab id="login" className={tabs.tab}>Sign in</Tab>
            <Tab id="register" className={tabs.tab}>Create account</Tab>
          </TabList>
          <TabPanel id="login"><LoginForm /></TabPanel>
          <TabPanel id="register"><RegisterForm /></TabPanel>
        </Tabs>
      </div>
    </div>
  );
}
