/*
 * The four icons every product card repeats (24 cards: ~100 icons per page), as plain SVG
 * elements. lucide-react renders each through two forwardRef components with class merging
 * and attribute building; these render one element and its paths. Paths from Lucide
 * (https://lucide.dev, ISC licence), the same icons the rest of the shop uses.
 */
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ name, children, ...props }: IconProps & { name: string; children: React.ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name}`}
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HeartIcon = (props: IconProps) => (
  <Svg name="heart" {...props}>
    <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />
  </Svg>
);

export const CartIcon = (props: IconProps) => (
  <Svg name="shopping-cart" {...props}>
    <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
    <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
    <circle cx="18" cy="20" r="2" />
    <circle cx="8" cy="20" r="2" />
  </Svg>
);

export const MinusIcon = (props: IconProps) => (
  <Svg name="minus" {...props}>
    <path d="M5 12h14" />
  </Svg>
);

export const PlusIcon = (props: IconProps) => (
  <Svg name="plus" {...props}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </Svg>
);
