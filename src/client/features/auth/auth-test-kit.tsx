// For tests of the features and pages that read who is signed in: the context the app's AuthProvider fills,
// to render them as a given visitor without a session.
export { AuthContext, type AuthState } from './auth-provider';
