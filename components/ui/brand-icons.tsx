import type { SVGProps } from 'react';

/*
 * Social network marks drawn for this site in the icon set's style (24-unit
 * grid, 1.75 stroke), since lucide ships no brand logos.
 */
type Props = SVGProps<SVGSVGElement>;
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function FacebookMark(props: Props) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M15.5 8h-1.75A1.75 1.75 0 0 0 12 9.75V21M9.5 13h5" />
    </svg>
  );
}

export function InstagramMark(props: Props) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.25" cy="6.75" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function TwitterMark(props: Props) {
  return (
    <svg {...base} {...props}>
      <path d="M4 4l16 16M20 4l-6.5 6.5M10.5 13.5L4 20" />
    </svg>
  );
}

export function YoutubeMark(props: Props) {
  return (
    <svg {...base} {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.25v5.5l4.75-2.75z" />
    </svg>
  );
}

export function LinkedinMark(props: Props) {
  return (
    <svg {...base} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16.5M8 7.5v.01M12 16.5v-6M12 13a2.5 2.5 0 0 1 5 0v3.5" />
    </svg>
  );
}
