/**
 * A player's rating (评分, 6.0–10.0) as the colour band every page shows it in: below 6.5, 6.5–6.9,
 * 7.0–7.9, 8.0 and up. Its own module, so a build keeps it only where ratings are drawn.
 */
export type RatingBand = 'low' | 'fair' | 'good' | 'great';

export const ratingBand = (r: number): RatingBand => (r < 6.5 ? 'low' : r < 7 ? 'fair' : r < 8 ? 'good' : 'great');
