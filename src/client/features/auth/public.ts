// What other features may use from auth/. Everything else in the folder is private to it.
export { useAuth } from './auth-provider';
