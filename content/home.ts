// Figures of the home page; a figure written differently in Polish has a value per language.
export const heroStats = [
  { key: "projects", value: "150+" },
  { key: "satisfaction", value: "98%" },
  { key: "impressions", value: { pl: "5 mln+", en: "5M+" } },
] as const;

export const heroBadges = [
  { key: "roi", value: "+240%" },
  { key: "conversion", value: "+85%" },
] as const;
