// The cover of Managing Priorities, drawn rather than loaded so it is crisp at any size.
export function BookCover() {
  return (
    <svg
      className="book-cover"
      viewBox="0 0 300 450"
      role="img"
      data-illustration
      aria-label="Cover of Managing Priorities by Elena Marsh and David Okoro"
    >
      <defs>
        <linearGradient id="book-cover-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
      </defs>
      <rect width="300" height="450" fill="url(#book-cover-bg)" />
      <rect x="0" y="0" width="14" height="450" fill="#0b1220" opacity="0.6" />
      <g fill="#93c5fd" opacity="0.35">
        <rect x="48" y="70" width="150" height="10" rx="5" />
        <rect x="48" y="92" width="110" height="10" rx="5" />
        <rect x="48" y="114" width="170" height="10" rx="5" />
        <rect x="48" y="136" width="90" height="10" rx="5" />
      </g>
      <rect x="48" y="158" width="204" height="12" rx="6" fill="#f97316" />
      <text
        x="48"
        y="238"
        fill="#ffffff"
        fontSize="38"
        fontWeight="800"
        fontFamily="Georgia, serif"
      >
        Managing
      </text>
      <text
        x="48"
        y="284"
        fill="#ffffff"
        fontSize="38"
        fontWeight="800"
        fontFamily="Georgia, serif"
      >
        Priorities
      </text>
      <text x="48" y="318" fill="#bfdbfe" fontSize="13" letterSpacing="1">
        Deciding what matters most,
      </text>
      <text x="48" y="336" fill="#bfdbfe" fontSize="13" letterSpacing="1">
        and making it happen
      </text>
      <line x1="48" y1="378" x2="252" y2="378" stroke="#334155" />
      <text x="48" y="404" fill="#ffffff" fontSize="14" fontWeight="700" letterSpacing="2">
        ELENA MARSH
      </text>
      <text x="48" y="424" fill="#ffffff" fontSize="14" fontWeight="700" letterSpacing="2">
        DAVID OKORO
      </text>
    </svg>
  );
}
