import { paths } from '../../shared/paths';
import { LinkButton } from '../ui/button';
import { SimplePage } from './simple-page';

export default function NotFoundPage() {
  return (
    <SimplePage title="Page not found" lead="This page drifted out with the tide. It may have moved, or the link may be mistyped.">
      <LinkButton href={paths.home}>Back to the beach house</LinkButton>
    </SimplePage>
  );
}
