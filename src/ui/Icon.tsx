import type { ReactNode, SVGProps } from 'react';

/** A 24-unit stroke icon (Lucide-style paths, drawn inline: no icon font or sprite request). Decorative. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
