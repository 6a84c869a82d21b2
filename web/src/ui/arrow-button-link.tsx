import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from './button';

interface ArrowButtonLinkProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  href: string;
  children: ReactNode;
}

/** A link drawn as a button, its words followed by an arrow: the way on. */
export function ArrowButtonLink({ href, children, ...button }: ArrowButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <Link href={href}>
        {children}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Button>
  );
}
