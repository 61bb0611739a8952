/** Simple SVG crests for the demo schools, so each school is recognisable at a glance. */
export function crestSvg(initials: string, fill: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${initials} crest">
  <path d="M60 6 L108 22 V60 C108 88 86 106 60 114 C34 106 12 88 12 60 V22 Z" fill="${fill}" stroke="${accent}" stroke-width="6"/>
  <text x="60" y="74" font-family="Georgia, serif" font-size="40" font-weight="bold" text-anchor="middle" fill="#ffffff">${initials}</text>
</svg>
`;
}
