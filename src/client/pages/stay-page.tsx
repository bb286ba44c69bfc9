import { BuiltPage } from '../pages/blocks/built-page';

export default function StayPage() {
  return <BuiltPage slug="stay" />;
}
