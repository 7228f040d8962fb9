import type { Language } from '@portal/domain';
import type { ReactElement } from 'react';

/** Small inline flags (3:2); decorative: the button around them carries the accessible name. */
interface FlagProps {
  width?: number;
}

function BrazilFlag({ width = 27 }: FlagProps) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#009B3A" />
      <path d="M15 2.2 27.4 10 15 17.8 2.6 10Z" fill="#FEDF00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
      <path d="M10.6 8.9c2.9-.6 6.2-.2 8.8 1.3l-.3.9c-2.5-1.4-5.6-1.8-8.4-1.2Z" fill="#fff" />
    </svg>
  );
}

function UsaFlag({ width = 27 }: FlagProps) {
  const stripe = 20 / 13;
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 2 * stripe} width="30" height={stripe} fill="#B22234" />
      ))}
      <rect width="12" height={stripe * 7} fill="#3C3B6E" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle
          key={i}
          cx={1.6 + (i % 4) * 2.9 + (Math.floor(i / 4) % 2) * 1.2}
          cy={1.8 + Math.floor(i / 4) * 3.3}
          r="0.55"
          fill="#fff"
        />
      ))}
    </svg>
  );
}

function SpainFlag({ width = 27 }: FlagProps) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
      <rect x="7" y="7.5" width="3" height="5" rx="0.6" fill="#AA151B" opacity="0.8" />
    </svg>
  );
}

export const FLAGS: Record<Language, (props: FlagProps) => ReactElement> = {
  'pt-BR': BrazilFlag,
  'en-US': UsaFlag,
  'es-ES': SpainFlag,
};
