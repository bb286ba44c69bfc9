import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { roleMay, type Permission, type Role } from '../../../shared/auth/permissions';

/** The signed-in member's role, given by the admin's frame from the session (null: no one, so nothing is shown). */
const SignedInRole = createContext<Role | null>(null);

export function SignedInRoleProvider({ role, children }: { role: Role | null; children: ReactNode }) {
  return <SignedInRole.Provider value={role}>{children}</SignedInRole.Provider>;
}

/**
 * Whether the signed-in member's role holds a permission (`useCan()('pricing')`), to hide what they may not do.
 * Only a convenience: the server checks the same table on every call. The answer changes only with the role.
 */
export function useCan(): (permission: Permission) => boolean {
  const role = useContext(SignedInRole);
  return useCallback((permission: Permission) => (role ? roleMay(role, permission) : false), [role]);
}
