import type { TeamMember } from '../../../../shared/auth/team.schemas';

/**
 * The team list's 'Sign-in' column: how a member signs in. Password only for now; passkeys and two-factor
 * codes (issue 20, point 4) fill this in from fields they add to TeamMember.
 */
export function MemberSignIn(_props: { member: TeamMember }) {
  return <>Password</>;
}
