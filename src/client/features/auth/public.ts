// What other features may use from auth/. Everything else in the folder is private to it.
export { AuthContext, type AuthState, useAuth } from './auth-provider';
