import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';

/** React Aria links navigate through wouter instead of reloading the page. */
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}
