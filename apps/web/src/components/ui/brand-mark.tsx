/** The portal's mark (also the favicon). Decorative: the portal name is always written beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#B30E29" />
      <path
        d="M12 48V16h11.5c5.8 0 9.5 3.7 9.5 9.5s-3.7 9.5-9.5 9.5H19v13ZM19 22v7h4.2c2.2 0 3.6-1.3 3.6-3.5S25.4 22 23.2 22Z"
        fill="#fff"
        fillRule="evenodd"
      />
      <path d="M37 48V16h16v6.5h-9v6h8v6.5h-8V48Z" fill="#fff" />
    </svg>
  );
}
