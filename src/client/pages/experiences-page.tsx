import { BuiltPage } from '../pages/blocks/built-page';

export default function ExperiencesPage() {
  return <BuiltPage slug="experiences" />;
}
