import type { User } from '../../../../shared/auth/auth.schemas';
import { errorMessage } from '../../../lib/errors';
import { CheckboxField } from '../../../ui/checkbox';
import { toast } from '../../../ui/toast';
import * as styles from '../../kit/admin.css';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';
import { useAccountSecurity, useSetRequirement } from './use-account-security';

function RequirementSwitch({ required }: { required: boolean }) {
  const setRequirement = useSetRequirement();
  const change = (requiredForEveryone: boolean) =>
    setRequirement.mutate(
      { requiredForEveryone },
      { onError: (error) => toast({ title: 'Setting not changed', description: errorMessage(error), variant: 'destructive' }) },
    );
  return (
    <section aria-labelledby="requirement-title" className={styles.section}>
      <h2 id="requirement-title">For everyone</h2>
      <CheckboxField isSelected={required} isDisabled={setRequirement.isPending} onChange={change}>
        Require a passkey or two-factor for every member
      </CheckboxField>
      <p className={styles.hint}>A member without either is taken to set one up at their next sign-in, and can do nothing else until they have.</p>
    </section>
  );
}

/** Account → Security: the signed-in member's passkeys and two-factor codes, and the owner's requirement. */
export function AccountSecurity({ user }: { user: User | null }) {
  const security = useAccountSecurity();
  return (
    <>
      <h1>Security</h1>
      {user?.securitySetupRequired && (
        <p role="alert">The owner requires a passkey or two-factor codes for every member. Set one up here to continue to the admin.</p>
      )}
      {security.data && (
        <>
          <PasskeysSection passkeys={security.data.passkeys} />
          <TwoFactorSection on={security.data.twoFactor} recoveryCodesLeft={security.data.recoveryCodesLeft} />
          {user?.role === 'owner' && <RequirementSwitch required={security.data.requiredForEveryone} />}
        </>
      )}
    </>
  );
}
