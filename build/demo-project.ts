/**
 * The demo's project name and description. The bench's config.json names the same ones, so the
 * landing it measures is the one the demo shows (the intro's length decides which element is the
 * landing's largest paint on a phone).
 */
export const DEMO_PROJECT = {
  name: 'Lunch',
  description: 'Daily menus from the restaurants around you, ordered together.',
} as const;
