/** Decorative pizza drawn inline, so the heroes need no image files or remote assets. */
export function PizzaIllustration({ className = "" }: { className?: string }) {
  const pepperoni = [
    [70, 62],
    [118, 58],
    [95, 95],
    [60, 112],
    [132, 104],
    [100, 140],
    [145, 140],
    [62, 150],
  ] as const;
  const basil = [
    [88, 74, -20],
    [128, 82, 30],
    [78, 132, 60],
    [122, 124, -40],
  ] as const;

  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={className}>
      <circle cx="100" cy="100" r="96" fill="#c9771f" />
      <circle cx="100" cy="100" r="88" fill="#e8a33d" />
      <circle cx="100" cy="100" r="80" fill="#d9452b" />
      <path
        d="M100 24c22 2 44 10 60 28 14 18 18 38 16 56-4 24-18 44-40 58-20 12-46 14-68 6-22-10-40-30-44-54-4-22 2-46 18-64 16-18 36-30 58-30z"
        fill="#ffd86b"
      />
      {pepperoni.map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="13" fill="#b3261e" />
          <circle cx={cx - 4} cy={cy - 3} r="2" fill="#8c1c16" />
          <circle cx={cx + 4} cy={cy + 4} r="1.6" fill="#8c1c16" />
        </g>
      ))}
      {basil.map(([x, y, angle]) => (
        <ellipse
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          rx="7"
          ry="3.5"
          fill="#3f8f3a"
          transform={`rotate(${angle} ${x} ${y})`}
        />
      ))}
      <path d="M100 100 196 100" stroke="#c9771f" strokeWidth="2" opacity="0.5" />
      <path d="M100 100 32 32" stroke="#c9771f" strokeWidth="2" opacity="0.5" />
      <path d="M100 100 52 182" stroke="#c9771f" strokeWidth="2" opacity="0.5" />
    </svg>
  );
}
