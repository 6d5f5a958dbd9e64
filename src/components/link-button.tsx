// An antd Button that is a real link (<a href>) and navigates inside the app on a plain click.
import { Button, type ButtonProps } from 'antd';
import { useInAppLink } from './use-in-app-link';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; search?: Record<string, unknown> };

export function LinkButton({ to, search, ...props }: Props) {
  const { href, onClick } = useInAppLink(to, search);
  return <Button {...props} href={href} onClick={onClick} />;
}
