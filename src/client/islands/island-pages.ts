import { paths } from '../../shared/paths';

/**
 * The pages shipped as islands (decision 062): the server's HTML stays as it is and only the interactive parts
 * hydrate, each on its own. The others are hydrated whole, as before, until their interactive parts are islands too.
 */
export const PAGES_SHIPPED_AS_ISLANDS: ReadonlySet<string> = new Set([paths.policies]);
