import { BuiltPage } from '../pages/blocks/built-page';

/** Spec §2's home page, as the owner arranged it in the Page Builder (the spec's order until then). */
export default function HomePage() {
  return <BuiltPage slug="home" />;
}
