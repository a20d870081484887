import type { SVGProps } from "react";

/**
 * Stroke icons (24px grid). Decorative: the control that holds one carries the accessible name.
 * The frame and the close icon (the toasts', in the entry) live here; every other icon is in
 * icons.tsx, which loads with the signed-in pages, so the sign-in route carries none of them.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
