// The landing_announcement variable: a short text above the menus, set by an administrator for
// everyone or for one tenant. Shown as text (its line breaks kept), never as HTML; nothing without it.
import { useVariable } from '@/stores/variables';

export function LandingAnnouncement() {
  const text = useVariable('landing_announcement')?.trim();
  if (!text) return null;
  return (
    <p className="l-landing__announcement" role="note">
      {text}
    </p>
  );
}
