/**
 * The packages built code loads at start-up (its static imports) must be production dependencies: `npm ci --omit=dev`
 * (the container image, any lean install) leaves the others out, and a package that only happened to be installed as
 * another's dependency can go with the next update. A dynamic import (`await import('vite')`, development only) is
 * loaded only when its code runs, so it may name a development dependency.
 */
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?["']([^"'./][^"']*)["']/gm;

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);

/** The packages `code` imports statically that are not in `dependencies` (Node's own modules aside), sorted. */
export function staticImportsOutside(code: string, dependencies: Record<string, string>): string[] {
  const outside = new Set<string>();
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const name = packageOf(match[1]!);
    if (!match[1]!.startsWith('node:') && !(name in dependencies)) outside.add(name);
  }
  return [...outside].sort();
}
