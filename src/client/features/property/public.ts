// What other features may use from property/. Everything else in the folder is private to it.
export { usePublicProperty } from './use-property';
export { useSiteInfo } from './use-site-info';
