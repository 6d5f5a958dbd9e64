// An antd Button that is a real link (<a href>) and navigates inside the app on a plain click.
import { Button, type ButtonProps } from 'antd';
import { useInAppLink } from './use-in-app-link';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

export function LinkButton({ to, ...props }: Props) {
  const { href, onClick } = useInAppLink(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
