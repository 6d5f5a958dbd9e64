// An antd Button that is a real link (<a href>) and navigates inside the app on a plain click.
import { useRouter } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

export function LinkButton({ to, ...props }: Props) {
  const router = useRouter();
  const href = router.buildLocation({ to }).publicHref;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ to });
  };
  return <Button {...props} href={href} onClick={onClick} />;
}
