// A role's `label` (contract: Role.label): derived from its name, never stored. The three built-in
// roles have their own words; any other is its name with underscores as spaces, capitalised.
const BUILT_IN: Readonly<Record<string, string>> = {
  super_admin: 'Super administrator',
  admin: 'Administrator',
  user: 'User',
};

export function roleLabel(name: string): string {
  const normalised = name.trim().toLowerCase().replace(/\s+/g, '_');
  const known = BUILT_IN[normalised];
  if (known) return known;
  const spaced = name.trim().replace(/_+/g, ' ').replace(/\s+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
