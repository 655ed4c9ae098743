// A review's limits and texts the pages show, apart from the schemas (reviews.ts): a page that only
// shows them loads no zod.

export const REVIEW_COMMENT_MAX = 150;

export const RATING_REQUIRED_TOAST = { title: "Rating Required", description: "Please select a rating from 1 to 5 stars" } as const;
