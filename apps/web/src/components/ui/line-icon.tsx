import type { ReactNode, SVGProps } from 'react';

export interface LineIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** width and height in pixels (or a share of the parent, "60%") */
  size?: number | string;
  /** the drawing, on a 24 × 24 grid */
  children: ReactNode;
}

/**
 * A small line drawing in the text's colour on the usual 24 × 24 grid (a copy, a pencil, a warning): decorative,
 * hidden from assistive technology, since the button or text beside it says what it means.
 */
export function LineIcon({ size = 16, strokeWidth = 2, children, ...rest }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}
