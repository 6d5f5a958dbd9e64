// A link to a record from a table row: a plain <a> whose href the router builds and which the
// router navigates on a plain click, preloading on hover or focus like its Link. The router's Link
// also subscribes to the location and works out an active state per instance, which a 100-row page
// pays two hundred times (name and edit links) for nothing.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useInAppLink } from '@/components/use-in-app-link';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & { to: string };

// One pending preload for the whole page: the pointer is over one link at a time.
let intent: ReturnType<typeof setTimeout> | undefined;

export function RowLink({ to, ...props }: Props) {
  // Built on each render (the table renders its rows only when their content changes): the public
  // href follows the locale prefix, which lives outside the router's state.
  const { router, href, onClick: navigate } = useInAppLink(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    clearTimeout(intent);
    navigate(event);
  };
  const preload = () => {
    clearTimeout(intent);
    intent = setTimeout(() => void router.preloadRoute({ to }).catch(() => undefined), router.options.defaultPreloadDelay ?? 50);
  };
  const cancel = () => clearTimeout(intent);
  return <a {...props} href={href} onClick={onClick} onMouseEnter={preload} onFocus={preload} onMouseLeave={cancel} onBlur={cancel} />;
}
