// The two custom elements of the island protocol (islands/runtime/protocol.ts), for TSX.
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'island-root': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-hydrate': string;
        'data-props': string;
        'data-hold-clicks'?: string;
      };
      'island-slot': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-slot': number };
    }
  }
}
