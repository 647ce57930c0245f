// Every glyph the site draws. Add a name here and run `npm run icons`: the build does not redraw the sprite, and
// sprite.test.ts fails while it is out of date.

export const lucideIcons = [
  "Activity",
  "ArrowLeft",
  "ArrowRight",
  "BadgePercent",
  "BarChart3",
  "Briefcase",
  "CalendarDays",
  "Check",
  "ChevronDown",
  "CircleCheck",
  "Clock",
  "Code2",
  "Cookie",
  "Crosshair",
  "Eye",
  "GalleryHorizontal",
  "Gauge",
  "Heart",
  "ImageIcon",
  "LayoutGrid",
  "LayoutTemplate",
  "ListChecks",
  "ListOrdered",
  "Lock",
  "Mail",
  "MapPin",
  "Megaphone",
  "Menu",
  "MonitorSmartphone",
  "MousePointerClick",
  "Phone",
  "PiggyBank",
  "Play",
  "Repeat2",
  "Rss",
  "ScrollText",
  "Search",
  "SearchCheck",
  "Send",
  "Settings2",
  "Share2",
  "ShieldCheck",
  "ShoppingBag",
  "ShoppingCart",
  "Smartphone",
  "Sparkles",
  "Target",
  "TrendingUp",
  "UserCheck",
  "UserRound",
  "UserRoundSearch",
  "Users",
  "UsersRound",
  "Video",
  "Wallet",
  "X",
] as const;

/** Brand marks, which lucide-react 1.x no longer ships: the attributes of the glyph and its shapes. */
export const brandGlyphs = {
  Facebook: {
    attributes: { fill: "none" },
    shapes: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  },
  Instagram: {
    attributes: { fill: "none" },
    shapes:
      '<rect width="20" height="20" x="2" y="2" rx="5" ry="5"/><path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z"/><line x1="17.5" x2="17.51" y1="6.5" y2="6.5"/>',
  },
  // The agency's own profiles beside the contact form, as solid marks.
  FacebookSolid: {
    attributes: { fill: "currentColor", stroke: "none" },
    shapes:
      '<path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9Z"/>',
  },
  InstagramSolid: {
    attributes: { fill: "none" },
    shapes:
      '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
  },
  LinkedinSolid: {
    attributes: { fill: "currentColor", stroke: "none" },
    shapes:
      '<path d="M6.9 8.8H3.8V20h3.1V8.8ZM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-4.4-3.8-4.4-1.7 0-2.5.9-2.9 1.6V8.8h-3.1V20h3.1v-5.9c0-1.6.3-3.1 2.2-3.1 1.9 0 1.9 1.8 1.9 3.2V20h3.1v-6.4Z"/>',
  },
} as const satisfies Record<string, { attributes: Record<string, string>; shapes: string }>;

export type IconName = (typeof lucideIcons)[number] | keyof typeof brandGlyphs;
