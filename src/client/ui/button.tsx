import { Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { button, type ButtonVariants } from './button.css';

export type ButtonProps = AriaButtonProps & ButtonVariants & { className?: string };

export function Button({ tone, size, className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={[button({ tone, size }), className].filter(Boolean).join(' ')} />;
}

export type LinkButtonProps = AriaLinkProps & ButtonVariants & { className?: string };

/** A link that looks like a button: navigation stays a link for assistive tech. */
export function LinkButton({ tone, size, className, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={[button({ tone, size }), className].filter(Boolean).join(' ')} />;
}
