// The 8 trending topics as the product documentation lists them, in order: what the catalogue holds
// and what the home page's suggestion panel offers, stated here for the tests of both.
export const DOCUMENTED_TRENDING_TOPICS = [
  "Conflict Resolution",
  "Long Distance Love",
  "Date Intentionally",
  "Parenting",
  "Age Gap",
  "Cross Cultural",
  "Power Dynamics",
  "Workaholics",
];
