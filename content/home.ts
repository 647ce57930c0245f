// Figures of the home page, the same in both languages.
export const heroStats = [
  { key: "projects", value: "150+" },
  { key: "satisfaction", value: "98%" },
  { key: "impressions", value: "5M+" },
] as const;

export const heroBadges = [
  { key: "roi", value: "+240%" },
  { key: "conversion", value: "+85%" },
] as const;
