// Registers the PWA worker (vite-plugin-pwa, `injectRegister: false`): precached app shell, public
// menu reads cached for offline viewing (vite.config.ts). Loaded by main.tsx in production only.
import { registerSW } from 'virtual:pwa-register';
import { usePwa } from './pwa-state';

export function registerPwa(): void {
  const update = registerSW({
    onNeedRefresh: () => usePwa.setState({ updateReady: true }),
  });
  usePwa.setState({ update: () => void update(true) });
}
